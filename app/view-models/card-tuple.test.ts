import { describe, expect, it } from "vitest";
import type { CardView } from "./card-view";
import { fromCardTuple, toCardTuple } from "./card-tuple";

const plain: CardView = {
  id: 15,
  name: "Toyota RAV4",
  href: "/cars/toyota/rav4/15",
  price: 3855000,
  condition: "used",
  specs: ["2025", "11\u00a0296\u00a0км", "Бензин", "149\u00a0л.с.", "Вариатор"],
  city: "Санкт-Петербург",
  dealer: "Автодом Октябрьская",
  photo: { src: "/media/cars/crossover-3-red-front34.svg", alt: "Toyota RAV4, вид спереди-сбоку", width: 800, height: 600 },
};

describe("a card as a tuple", () => {
  it("gives back the card it was made from, whatever parts it has", () => {
    const full: CardView = {
      ...plain,
      oldPrice: 3995000,
      rating: "good",
      delivery: "В наличии в вашем городе",
      reserved: "Забронирован до 1 декабря",
      mileageDoubtful: true,
      promotion: "Скидка 140 000 ₽ до 31 декабря",
    };
    const sold: CardView = { ...plain, notForSale: true, photo: { ...plain.photo, alt: "Фото скоро появится" } };
    for (const card of [plain, full, sold]) expect(fromCardTuple(toCardTuple(card))).toEqual(card);
  });

  it("sends no key of a field, and the photo's text without the car's name, so cards share it", () => {
    const tuple = toCardTuple(plain);
    expect(tuple).toEqual([15, "Toyota RAV4", "/cars/toyota/rav4/15", 3855000, "used", plain.specs, "Санкт-Петербург", "Автодом Октябрьская", plain.photo.src, ", вид спереди-сбоку", 800, 600, undefined, undefined]);
    expect(toCardTuple({ ...plain, id: 16, name: "Kia Rio", photo: { ...plain.photo, alt: "Kia Rio, вид спереди-сбоку" } })[9]).toBe(tuple[9]);
  });

  it("adds the rare parts only when a card has one", () => {
    expect(toCardTuple(plain)).toHaveLength(14);
    expect(toCardTuple({ ...plain, oldPrice: 3995000 })[14]).toEqual({ oldPrice: 3995000 });
  });
});
