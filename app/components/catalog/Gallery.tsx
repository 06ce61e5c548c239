import { useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import type { CarPhoto } from "~/dealer-client/catalog-endpoints";
import { Photo, type PhotoLayout } from "./Photo";

/** The page's width up to the car page's panels' breakpoint, then its main column (ADR 037). */
const SLIDE: PhotoLayout = ["(max-width:990px) 100vw,880px", 300, 990];
const THUMB: PhotoLayout = ["88px", 88, 88];

/**
 * The car's photos. Without JavaScript it is a scroll-snap strip whose slides are
 * `#photo-N` targets and the thumbnails are links to them, so every photo is reachable.
 * With it: previous/next buttons, arrow keys on the strip, mouse and pen drag (touch
 * swipes natively through the scroll snap) and a live "Фото N из M".
 */
export function Gallery({ photos }: { photos: CarPhoto[] }) {
  const stripRef = useRef<HTMLElement>(null);
  const drag = useRef<{ x: number; id: number } | null>(null);
  // While the strip glides to a chosen photo, the scroll positions it passes are not choices.
  const gliding = useRef<{ to: number; until: number } | null>(null);
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const count = photos.length;

  function go(next: number) {
    const target = Math.max(0, Math.min(count - 1, next));
    const strip = stripRef.current;
    if (strip) strip.scrollTo({ left: target * strip.clientWidth });
    gliding.current = { to: target, until: Date.now() + 1000 };
    setIndex(target);
  }

  function onScroll() {
    const strip = stripRef.current;
    if (!strip || !strip.clientWidth) return;
    const current = Math.round(strip.scrollLeft / strip.clientWidth);
    const glide = gliding.current;
    if (glide) {
      if (current !== glide.to && Date.now() < glide.until) return;
      gliding.current = null;
    }
    if (current !== index) setIndex(current);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(count - 1);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: React.PointerEvent) {
    if (event.pointerType === "touch") return;
    drag.current = { x: event.clientX, id: event.pointerId };
  }

  function onPointerUp(event: React.PointerEvent) {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > 40) go(index + (dx < 0 ? 1 : -1));
  }

  if (count === 0) return null;
  return (
    <div className="gallery">
      <div className="gallery__viewport">
        <section
          ref={stripRef}
          className="gallery__strip"
          tabIndex={0}
          aria-roledescription="галерея"
          aria-label={`Фотографии автомобиля, ${count} шт. Листайте стрелками`}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
        >
          {photos.map((photo, i) => (
            <figure key={photo.src + i} id={`photo-${i + 1}`} className="gallery__slide">
              <Photo photo={photo} layout={SLIDE} priority={i === 0} draggable={false} />
            </figure>
          ))}
        </section>
        {hydrated && count > 1 ? (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Предыдущее фото">
              ‹
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => go(index + 1)} disabled={index === count - 1} aria-label="Следующее фото">
              ›
            </button>
            <p className="gallery__counter" aria-live="polite">
              Фото {index + 1} из {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label="Все фотографии">
          {photos.map((photo, i) => (
            <li key={photo.src + i}>
              <a
                href={`#photo-${i + 1}`}
                aria-current={hydrated && i === index ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(i);
                }}
              >
                {/* The link's name is its picture's text: a text browser shows it. */}
                <Photo photo={photo} layout={THUMB} alt={`Фото ${i + 1}: ${photo.alt}`} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
