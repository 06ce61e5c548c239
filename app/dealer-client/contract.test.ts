import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callBackSchema } from "~/forms/callback";
import { consultationSchema } from "~/forms/consultation";
import { creditApplicationSchema } from "~/forms/credit";
import { newsletterSchema } from "~/forms/newsletter";
import { orderSchema } from "~/forms/order";
import { serviceSchema } from "~/forms/service";
import { tyreSchema } from "~/forms/tyres";
import { testDriveSchema } from "~/forms/test-drive";
import { reservationSchema } from "~/forms/reservation";
import { subscribeSchema } from "~/forms/alerts";
import { withdrawalFormSchema } from "~/forms/consent-withdrawal";
import { routePaths } from "~/paths";
import { FEATURES } from "../../dealer-api/modules/common";
import { startTestApi, type TestApi } from "../../dealer-api/testing";
import { alertKey, signToken } from "../../dealer-api/modules/alert-tokens";
import { addFoundWork, driveVisit } from "../../dealer-api/modules/service-visits";
import { createDealerApiClient, type DealerApiClient, type DealerApiPayload, type EndpointName, endpoints } from "./index.server";

/*
 * The contract between the storefront's endpoint table and the reference API: every entry
 * is sent, as the storefront sends it (its own client, path, method, defaults and identity),
 * and the answer is parsed with the entry's own response schema. A schema or a path that
 * drifts from what the API answers fails here, and so does an entry without an example.
 */

/** What the examples need from a running API: a visitor of its own, a city, two cars. */
type Known = {
  fUserId: string;
  fiasId: string;
  carIds: [number, number];
  /** The first car's price (the credit application's down payment is a share of it). */
  carPrice: number;
  siteUrl: string;
  /** The personal area: a visitor with a code waiting, and two signed-in visitors (one to sign out). */
  /** Two free test-drive slots of the first car: one for the form's example, one booked by the signed-in user. */
  testDrive: { carId: number; date: string; times: [string, string]; bookedId: number };
  /** Cars free to reserve, the visitor's reservation with its payment at the reference provider, and the signed-in user's. */
  reservation: { freeCarId: number; visitorId: number; paymentId: string; userId: number };
  /** Alerts: a signed token of the newest subscription, and a fresh subscription of the signed-in user. */
  alerts: { token: (purpose: "confirm" | "unsubscribe") => string; fresh: () => number };
  personal: { pending: { fUserId: string; phone: string; code: string }; user: string; leaving: string; codeFor: (phone: string) => string; bookingId: number; garageCarId: () => number; foundLineId: () => number };
};

/** A form's fields through the storefront's own schema: its output is the API payload. */
function formPayload<T>(schema: { safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: unknown } }, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new Error(`example form does not pass its own schema: ${String(parsed.error)}`);
  return parsed.data;
}

const lead = { NAME: "Иван Петров", PHONE: "+7 (911) 123-45-67", AGREE: "on" };

/**
 * A valid payload for every endpoint, as the calling code builds it. A new entry in the
 * table fails the type check here and the test below until it gets one.
 */
const EXAMPLES = {
  getFUser: () => ({}),
  updateFUser: (k) => ({ FUserId: k.fUserId }),
  getLocationList: () => ({}),
  getCurrentLocation: (k) => ({ FUserId: k.fUserId }),
  saveCurrentByFiasId: (k) => ({ FUserId: k.fUserId, sFiasId: k.fiasId }),
  getCommonData: () => ({}),
  getStaticPage: () => ({ code: "policy" }),
  getFaq: () => ({}),
  createConsultation: (k) => ({
    ...formPayload(consultationSchema, { ...lead, COMMENT: "Интересует кредит", URL: `${k.siteUrl}/catalog`, CALLTOUCH: "false" }),
    CITY: "Санкт-Петербург",
  }),
  createNewsSubscription: () => formPayload(newsletterSchema, { EMAIL: "contract@example.ru", AGREEMENT: "on" }),
  createCallBack: (k) => formPayload(callBackSchema, { ...lead, URL: `${k.siteUrl}/` }),
  getCatalogPageData: () => ({}),
  getCatalogSearch: () => ({ q: "тойота рав 4" }),
  getSearchSuggestions: () => ({ q: "тойо" }),
  getCatalogList: () => ({ sort: "price_asc", page: 1, pageSize: 24, condition: "new" }),
  getCar: (k) => ({ id: k.carIds[0] }),
  getCarsByIds: (k) => ({ ids: k.carIds }),
  getCarsByIdsFull: (k) => ({ ids: k.carIds }),
  getTransferQuotes: (k) => ({ ids: k.carIds }),
  favoritesAdd: (k) => ({ id: k.carIds[0] }),
  favoritesDelete: (k) => ({ id: k.carIds[0] }),
  favoritesClear: () => ({}),
  compareAdd: (k) => ({ id: k.carIds[1] }),
  compareDelete: (k) => ({ id: k.carIds[1] }),
  compareClear: () => ({}),
  orderFormCreate: (k) =>
    formPayload(orderSchema, { ...lead, CAR_ID: String(k.carIds[0]), URL: `${k.siteUrl}/cars/x/y/${k.carIds[0]}`, CALLTOUCH: "false" }),
  getMainPageData: () => ({}),
  getCountCatalogItems: () => ({}),
  getPortfolioBrandAndModels: () => ({}),
  getCatalogMainOffers: () => ({}),
  getSectionForMap: () => ({}),
  getReviews: () => ({ limit: 6, offset: 6 }),
  getAllNews: () => ({ page: 2, pageSize: 9, year: 2025 }),
  getNewsItem: () => ({ id: 5 }),
  getPageAbout: () => ({}),
  getJobPage: (k) => ({ city: k.fiasId }),
  getVacancy: () => ({ id: 1 }),
  getTendersPage: () => ({ status: "closed" }),
  getTradeInPageData: () => ({}),
  getTradeInBrandList: () => ({}),
  getTradeInModelList: () => ({ brand: "kia" }),
  getTradeInSubmodelList: () => ({ model: "kia-rio" }),
  getTradeInDataByCar: () => ({ number: "А123ВС178" }),
  getTradeInPredict: () => ({ modificationId: "kia-rio-4-2", year: 2019, mileage: 90_000, owners: 1, condition: "good" }),
  getMarketPrices: (k) => ({ ids: k.carIds }),
  createTradeInRegister: (k) => ({
    ...formPayload(callBackSchema, { ...lead, URL: `${k.siteUrl}/trade-in` }),
    DEALER: "avtodom-pulkovo",
    CAR: { modificationId: "kia-rio-4-2", year: 2019, mileage: 90_000, owners: 1, condition: "good" },
  }),
  createManualCarEvaluation: (k) => ({
    ...formPayload(callBackSchema, { ...lead, URL: `${k.siteUrl}/trade-in` }),
    BRAND: "ГАЗ",
    MODEL: "Волга",
    YEAR: 2008,
    MILEAGE: 210_000,
  }),
  getSitemapCars: () => ({ page: 1, pageSize: 100 }),
  getCarReport: (k) => ({ id: k.carIds[0] }),
  recentlyViewedAdd: (k) => ({ id: k.carIds[1] }),
  recentlyViewedList: () => ({}),
  getServicePageData: () => ({}),
  getServiceSlots: () => ({ sCode: SERVICE_CENTRE, date: serviceDate() }),
  getServicePriceList: () => ({}),
  getMaintenanceQuote: () => ({ modificationId: "kia-rio-4-2", year: 2019, mileage: 44_000 }),
  createServiceBooking: (k) => ({
    ...formPayload(serviceSchema, {
      ...lead,
      CENTER: SERVICE_CENTRE,
      DATE: serviceDate(),
      TIME: "12:00",
      WORK: "diagnostics",
      BRAND: "Haval",
      MODEL: "Jolion",
      YEAR: "2022",
      PLATE: "А123ВС 78",
      URL: `${k.siteUrl}/service`,
    }),
    FUserId: k.fUserId,
  }),
  getTyreSlots: () => ({ sCode: SERVICE_CENTRE, date: serviceDate() }),
  createTyreBooking: (k) => ({
    ...formPayload(tyreSchema, {
      ...lead,
      CENTER: SERVICE_CENTRE,
      DATE: serviceDate(),
      TIME: "12:30",
      SERVICE: "change-store",
      SIZES: "205/55 R16",
      WHEELS: "4",
      RIMS: "1",
      BRAND: "Kia",
      MODEL: "Rio",
      YEAR: "2019",
      URL: `${k.siteUrl}/service/tyres`,
    }),
    FUserId: k.fUserId,
  }),
  personalTyreContracts: (k) => ({ FUserId: k.personal.user }),
  personalSendCode: () => ({ PHONE: "+7 (900) 555-00-01", sClientIp: "127.0.0.1" }),
  personalCheckCode: (k) => ({ FUserId: k.personal.pending.fUserId, PHONE: k.personal.pending.phone, CODE: k.personal.pending.code }),
  personalLogout: (k) => ({ FUserId: k.personal.leaving }),
  personalProfile: (k) => ({ FUserId: k.personal.user }),
  personalProfileUpdate: (k) => ({ FUserId: k.personal.user, NAME: "Анна", EMAIL: "anna@example.ru", BIRTHDAY: "1990-05-17", CITY: k.fiasId }),
  personalSendPhoneCode: (k) => ({ FUserId: k.personal.user, PHONE: "+7 (900) 555-00-04" }),
  personalConfirmPhone: (k) => ({ FUserId: k.personal.user, PHONE: "+7 (900) 555-00-04", CODE: k.personal.codeFor("79005550004") }),
  personalOrders: (k) => ({ FUserId: k.personal.user }),
  personalGarage: (k) => ({ FUserId: k.personal.user }),
  personalGarageCar: (k) => ({ FUserId: k.personal.user, id: k.personal.garageCarId() }),
  personalGarageAdd: (k) => ({ FUserId: k.personal.user, MODIFICATION: "kia-rio-4-2", YEAR: "2019", MILEAGE: "90000", PLATE: "А123ВС178", VIN: "" }),
  personalGarageUpdate: (k) => ({ FUserId: k.personal.user, id: k.personal.garageCarId(), MODIFICATION: "kia-rio-4-2", YEAR: "2019", MILEAGE: "95000" }),
  personalGarageDelete: (k) => ({ FUserId: k.personal.user, id: k.personal.garageCarId() }),
  personalBookings: (k) => ({ FUserId: k.personal.user }),
  personalServiceDecide: (k) => ({ FUserId: k.personal.user, id: k.personal.bookingId, line: String(k.personal.foundLineId()), decision: "approve" }),
  personalBookingCancel: (k) => ({ FUserId: k.personal.user, id: k.personal.bookingId }),
  getCreditPrograms: () => ({}),
  getDealPrice: (k) => ({ id: k.carIds[0], tradein: "1", extras: "mats", delivery: "1" }),
  holdTradeInEstimate: () => ({ modificationId: "kia-rio-4-2", year: 2019, mileage: 60_000, owners: 1, condition: "good" }),
  // A cash deal collected at the car's own centre: the deal's lines, the lead stored once.
  createDeal: (k) => ({ ...lead, COMMENT: "", CAR_ID: k.carIds[0], CREDIT: "0", DELIVERY: "0", EXTRAS: "mats", URL: `${k.siteUrl}/cars/x/y/${k.carIds[0]}/deal` }),
  getPromotions: () => ({}),
  // A programme for new and used cars alike, with a third down.
  createCreditApplication: (k) =>
    formPayload(creditApplicationSchema, {
      ...lead,
      CAR_ID: String(k.carIds[0]),
      AGREE: "consent-processing@1",
      AGREE_BANKS: "consent-banks@1",
      PROGRAM: "gpb-any",
      DOWN_PAYMENT: String(Math.ceil(k.carPrice / 3)),
      TERM: "36",
      URL: `${k.siteUrl}/credit`,
      CALLTOUCH: "false",
    }),
  getTestDriveSlots: (k) => ({ carId: k.testDrive.carId, date: k.testDrive.date }),
  createTestDrive: (k) => ({
    ...formPayload(testDriveSchema, { ...lead, CAR_ID: String(k.testDrive.carId), DATE: k.testDrive.date, TIME: k.testDrive.times[0], URL: `${k.siteUrl}/cars` }),
    FUserId: k.fUserId,
  }),
  personalTestDrives: (k) => ({ FUserId: k.personal.user }),
  personalTestDriveCancel: (k) => ({ FUserId: k.personal.user, id: k.testDrive.bookedId }),
  getReservationTerms: (k) => ({ carId: k.reservation.freeCarId }),
  createReservation: (k) => ({
    ...formPayload(reservationSchema, { ...lead, OFFER: "offer-reservation@1", CAR_ID: String(k.reservation.freeCarId), KEY: "contract-example-key-0001" }),
    FUserId: k.fUserId,
  }),
  reservationAttachPayment: (k) => ({ FUserId: k.fUserId, id: k.reservation.visitorId, paymentId: k.reservation.paymentId }),
  getReservation: (k) => ({ FUserId: k.fUserId, id: k.reservation.visitorId }),
  cancelReservation: (k) => ({ FUserId: k.fUserId, id: k.reservation.visitorId }),
  personalReservations: (k) => ({ FUserId: k.personal.user }),
  personalReservationCancel: (k) => ({ FUserId: k.personal.user, id: k.reservation.userId }),
  createSubscription: (k) => ({
    ...formPayload(subscribeSchema, { KIND: "price", CAR_ID: String(k.carIds[0]), CHANNEL: "sms", AGREE_ADS: "consent-marketing@1" }),
    FUserId: k.personal.user,
    sSiteUrl: k.siteUrl,
  }),
  getSubscription: (k) => ({ token: k.alerts.token("confirm"), purpose: "confirm" }),
  confirmSubscription: (k) => ({ token: k.alerts.token("confirm") }),
  unsubscribe: (k) => ({ token: k.alerts.token("unsubscribe") }),
  listSubscriptions: (k) => ({ FUserId: k.personal.user }),
  deleteSubscription: (k) => ({ FUserId: k.personal.user, id: k.alerts.fresh() }),
  getPriceHistory: (k) => ({ id: k.carIds[0] }),
  withdrawConsent: () => formPayload(withdrawalFormSchema, { SCOPE: "marketing", EMAIL: "contract@example.ru", PHONE: "+7 (911) 123-45-67" }),
  getLegalDocuments: () => ({}),
  getLegalDocument: () => ({ code: "consent-banks", version: "1" }),
} satisfies Record<EndpointName, (known: Known) => DealerApiPayload>;

/** A seeded service centre open every day 9–21, and a date two days ahead on its (Moscow) calendar. */
const SERVICE_CENTRE = "avtodom-pulkovo";
function serviceDate(): string {
  const moscowToday = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(moscowToday) + 2 * 86_400_000).toISOString().slice(0, 10);
}

const examples: Partial<Record<string, (known: Known) => DealerApiPayload>> = EXAMPLES;

/** Visitors for the personal-area examples, made through the API's own sign-in (codes read from its outbox). */
async function personalVisitors(api: TestApi): Promise<Known["personal"]> {
  const visitor = async () => (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
  const codeFor = (phone: string) =>
    /(\d{6})/.exec(api.db.prepare("SELECT text FROM sms_outbox WHERE phone = ? ORDER BY id DESC").pluck().get(phone) as string)![1]!;
  const sendCode = async (phone: string) => {
    const fUserId = await visitor();
    await api.post("/api/rrt/personal/Auth/sendCode", { FUserId: fUserId, PHONE: `+${phone}` });
    return { fUserId, phone: `+${phone}`, code: codeFor(phone) };
  };
  const signIn = async (phone: string) => {
    const sent = await sendCode(phone);
    const reply = await api.post<{ FUserId: string }>("/api/rrt/personal/Auth/checkCode", { FUserId: sent.fUserId, PHONE: sent.phone, CODE: sent.code });
    return reply.body.data.arMessages.FUserId;
  };
  const user = await signIn("79005550002");
  const bookingId = await bookService(api, user);
  return { pending: await sendCode("79005550003"), user, leaving: await signIn("79005550005"), codeFor,
    bookingId,
    // The car the add example made (the examples run in the table's order: add before get).
    garageCarId: () => api.db.prepare("SELECT max(id) FROM garage_cars").pluck().get() as number,
    // The workshop's side (development-only endpoints) finds work on the booking for the owner to decide on.
    foundLineId: () => {
      driveVisit(api.db, bookingId, "in_work");
      return addFoundWork(api.db, bookingId, [{ name: "Замена щёток стеклоочистителя", price: 1200, urgent: false }]).found[0]!.id;
    },
  };
}

/** A booking of the signed-in user at the first free slot of the first service centre. */
async function bookService(api: TestApi, fUserId: string): Promise<number> {
  type Slots = { today: string; days: Array<{ date: string; open: boolean }>; slots: Array<{ time: string }> };
  const { centres } = (await api.get<{ centres: Array<{ sCode: string }> }>("/api/rrt/service/Controller/getPageData")).body.data.arMessages;
  const sCode = centres[0]!.sCode;
  const days = (await api.post<Slots>("/api/rrt/service/Slots/getList", { sCode })).body.data.arMessages;
  const date = days.days.find((d) => d.date > days.today && d.open)!.date;
  const time = (await api.post<Slots>("/api/rrt/service/Slots/getList", { sCode, date })).body.data.arMessages.slots[0]!.time;
  const booked = await api.post<{ id: number }>("/api/rrt/form/ServiceRegisterForm/create", {
    CENTER: sCode, WORK: "maintenance", DATE: date, TIME: time, BRAND: "Haval", MODEL: "Jolion", YEAR: "2021",
    NAME: "Иван Петров", PHONE: "+79005550002", AGREE: true, URL: "/service", FUserId: fUserId,
  });
  return booked.body.data.arMessages.id;
}

/** Two free test-drive times of a car after today, the second booked by the signed-in user. */
async function testDriveSlots(api: TestApi, carId: number, fUserId: string): Promise<Known["testDrive"]> {
  type Slots = { today: string; days: Array<{ date: string; free: number }>; slots: Array<{ time: string; free: number }> };
  const days = (await api.get<Slots>("/api/rrt/testdrive/Slots/getList", { carId: String(carId) })).body.data.arMessages;
  const date = days.days.find((d) => d.date > days.today && d.free > 1)!.date;
  const free = (await api.get<Slots>("/api/rrt/testdrive/Slots/getList", { carId: String(carId), date })).body.data.arMessages.slots.filter((s) => s.free > 0);
  const times: [string, string] = [free[0]!.time, free[1]!.time];
  const booked = await api.post<{ id: number }>("/api/rrt/form/TestDriveForm/create", {
    CAR_ID: carId, DATE: date, TIME: times[1], NAME: "Иван Петров", PHONE: "+79005550002", AGREE: true, URL: "/cars", FUserId: fUserId,
  });
  return { carId, date, times, bookedId: booked.body.data.arMessages.id };
}

/** A reservation of the visitor with a payment at the reference provider, and one of the signed-in user. */
async function reservations(api: TestApi, fUserId: string, userFUserId: string): Promise<Known["reservation"]> {
  const cars = api.db.prepare("SELECT id FROM cars ORDER BY id DESC LIMIT 3").pluck().all() as number[];
  const reserve = async (carId: number, owner: string, key: string) =>
    (await api.post<{ id: number; amount: number }>("/api/rrt/form/ReservationForm/create", { CAR_ID: carId, NAME: "Иван Петров", PHONE: "+79005550002", AGREE: true, OFFER: true, KEY: key, FUserId: owner })).body.data.arMessages;
  const visitor = await reserve(cars[0]!, fUserId, "contract-visitor-key-0001");
  const user = await reserve(cars[1]!, userFUserId, "contract-user-key-00001");
  const payment = await fetch(`${api.base}/reference-pay/api/v3/payments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotence-Key": "contract-payment-1", Authorization: `Basic ${Buffer.from("reference-shop:reference-secret").toString("base64")}` },
    body: JSON.stringify({ amount: { value: visitor.amount.toFixed(2), currency: "RUB" }, capture: true, confirmation: { type: "redirect", return_url: "https://dealer.example.ru/reservation" }, metadata: { reservation_id: String(visitor.id) } }),
  });
  const { id } = (await payment.json()) as { id: string };
  return { freeCarId: cars[2]!, visitorId: visitor.id, paymentId: id, userId: user.id };
}

describe("the storefront's endpoint table against the reference API", () => {
  let api: TestApi;
  let client: DealerApiClient;
  let known: Known;

  beforeAll(async () => {
    api = await startTestApi({ seedCars: 30 });
    const anonymous = createDealerApiClient({ baseUrl: api.base, retryDelayMs: 0 });
    const { FUserId } = await anonymous.send("getFUser");
    const [city] = await anonymous.send("getLocationList");
    const { items } = await anonymous.send("getCatalogList", { pageSize: 2 });
    const personal = await personalVisitors(api);
    known = {
      testDrive: await testDriveSlots(api, items[0].id, personal.user),
      reservation: await reservations(api, FUserId, personal.user),
      fUserId: FUserId,
      fiasId: city.fiasId,
      carIds: [items[0].id, items[1].id],
      carPrice: items[0].price,
      siteUrl: "https://dealer.example.ru",
      personal,
      alerts: {
        token: (purpose) => signToken(alertKey(api.db), purpose, api.db.prepare("SELECT max(id) FROM subscriptions").pluck().get() as number),
        fresh: () =>
          Number(
            api.db
              .prepare(
                `INSERT INTO subscriptions (kind, channel, address, title, filters, fuser_id, user_id, site_url, status, created_at)
                 SELECT 'search', 'sms', u.phone, 'Все автомобили', 'brand=kia', v.fuser_id, u.id, 'https://dealer.example.ru', 'active', 0
                 FROM visitors v JOIN users u ON u.id = v.user_id WHERE v.fuser_id = ?`,
              )
              .run(known.personal.user).lastInsertRowid,
          ),
      },
    };
    client = anonymous.withIdentity({ fUserId: FUserId, fiasId: city.fiasId });
  });
  afterAll(() => api?.close());

  it("has an example for every endpoint and no example for an endpoint it does not have", () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])("%s: the API accepts the example and its answer parses", async (name) => {
    const example = examples[name];
    if (!example) throw new Error(`${name} has no example payload in EXAMPLES`);
    // The client rejects an answer its schema does not accept, an arErrors answer and any failure.
    const result = await client.send(name, example(known));
    expect(result).toBeDefined();
  });

  it("a used car's report parses, not only a new car's null", async () => {
    const used = api.db.prepare("SELECT id FROM cars WHERE condition = 'used' ORDER BY id LIMIT 1").pluck().get() as number;
    const { report } = await client.send("getCarReport", { id: used });
    expect(report?.inspection.points).toBe(120);
  });

  it("both answers of the maintenance quote parse: a known regulation's step and the «от …» of an unknown one", async () => {
    const rio = await client.send("getMaintenanceQuote", { modificationId: "kia-rio-4-2", year: 2019, mileage: 44_000 });
    expect(rio.known && rio.lines.length > 0).toBe(true);
    const unknown = await client.send("getMaintenanceQuote", { modificationId: "renault-logan-2-1", year: 2019, mileage: 44_000 });
    expect(unknown).toMatchObject({ known: false, work: { code: "maintenance" } });
  });

  it("a booking made from the calculator answers its quote", async () => {
    const quote = await client.send("getMaintenanceQuote", { modificationId: "kia-rio-4-2", year: 2019, mileage: 44_000 });
    if (!quote.known) throw new Error("the Rio's regulation is seeded");
    const { booking } = await client.send("createServiceBooking", {
      ...formPayload(serviceSchema, {
        ...lead,
        PHONE: "+7 (911) 123-45-68",
        CENTER: SERVICE_CENTRE,
        DATE: serviceDate(),
        TIME: "13:00",
        WORK: "maintenance",
        BRAND: "Kia",
        MODEL: "Rio",
        YEAR: "2019",
        MODIFICATION: "kia-rio-4-2",
        MILEAGE: "44000",
        PRICE: String(quote.price),
      }),
      FUserId: known.fUserId,
    });
    expect(booking.quote).toMatchObject({ price: quote.price, title: quote.step.title });
  });

  it("the reference API's feature flags are the storefront's route names", () => {
    // The storefront reads a flag as the switch of the route of that name (app/utils/features.ts).
    expect(FEATURES.filter((name) => !Object.hasOwn(routePaths, name))).toEqual([]);
  });
});
