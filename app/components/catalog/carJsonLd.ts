import type { Car, WithContext } from "schema-dts";
import type { CarDetail } from "~/dealer-client/catalog-endpoints";

/** schema.org Car with an Offer, for search engines' rich results. */
export function carJsonLd(car: Omit<CarDetail, "similar" | "promotion">, pageUrl: string, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: `${car.name} ${car.modification}`,
    url: pageUrl,
    image: car.photos.map((p) => siteUrl + p.src),
    brand: { "@type": "Brand", name: car.brand.name },
    model: car.model.name,
    vehicleModelDate: String(car.year),
    bodyType: car.body.name,
    color: car.color.name,
    fuelType: car.fuel.name,
    vehicleTransmission: car.transmission.name,
    driveWheelConfiguration: car.drive.name,
    vehicleEngine: { "@type": "EngineSpecification", name: car.modification },
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.mileage, unitCode: "KMT" },
    itemCondition: car.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    offers: {
      "@type": "Offer",
      price: car.price,
      priceCurrency: "RUB",
      availability: "https://schema.org/InStock",
      url: pageUrl,
      seller: {
        "@type": "AutoDealer",
        name: car.dealer.sName,
        address: car.dealer.sAddress,
        telephone: `+${car.dealer.sPhone.replace(/\D/g, "")}`,
      },
    },
  } satisfies WithContext<Car>;
}
