import { afterAll, beforeAll, inject, test } from "vitest";
import type { Engine } from "./engine";
import { firefox } from "./firefox";
import * as journey from "./journeys";

// Firefox ESR with JavaScript: the main journeys, one visitor in one browser.
const base = inject("base");
const db = inject("db");
let engine: Engine;
let car: journey.Car;

beforeAll(async () => {
  engine = await firefox(base);
});
afterAll(async () => {
  await engine?.close();
});

test("home, styled over plain HTTP", () => journey.home(engine));
test("city choice", () => journey.city(engine));
test("catalogue filter and sort", () => journey.catalogue(engine));
test("car page", async () => {
  car = await journey.carPage(engine);
});
test("favourites and comparison", () => journey.favouritesAndComparison(engine, car));
test("cart order", () => journey.cartOrder(engine, db, car));
test("consultation", () => journey.consultation(engine, db, { javaScript: true }));
test("sign-in", () => journey.signIn(engine, db));
