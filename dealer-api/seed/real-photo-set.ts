// Written by real-photos.ts: the committed photographs in public/media/photos.
export const REAL_PHOTOS = [
  {
    "name": "day",
    "view": "side",
    "src": "/media/photos/day-932fe61f72.jpg",
    "width": 3200,
    "height": 2400
  },
  {
    "name": "evening",
    "view": "side",
    "src": "/media/photos/evening-6d0615d432.jpg",
    "width": 3200,
    "height": 2400
  },
  {
    "name": "overcast",
    "view": "side",
    "src": "/media/photos/overcast-ed741b0937.jpg",
    "width": 3200,
    "height": 2400
  },
  {
    "name": "cabin",
    "view": "interior",
    "src": "/media/photos/cabin-5987e86f98.jpg",
    "width": 3200,
    "height": 2400
  }
] as const;
