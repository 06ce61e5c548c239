import type { DealerApiModule } from "../context";
import { aboutModule } from "./about";
import { catalogModule } from "./catalog";
import { catalogDataModule } from "./catalog-data";
import { carReportModule } from "./car-report";
import { messengersModule } from "./messengers";
import { recentlyViewedModule } from "./recently-viewed";
import { commonModule } from "./common";
import { creditModule } from "./credit";
import { dealerCentersModule } from "./dealer-centers";
import { dealerReviewsModule } from "./dealer-reviews";
import { formsModule } from "./forms";
import { identityModule } from "./identity";
import { locationsModule } from "./locations";
import { jobsModule } from "./jobs";
import { legalModule } from "./legal";
import { newsModule } from "./news";
import { orderModule } from "./order";
import { pagesModule } from "./pages";
import { tendersModule } from "./tenders";
import { tradeInModule } from "./tradein";
import { serviceModule } from "./service";
import { serviceRegulationsModule } from "./service-regulations";
import { tyresModule } from "./tyres";
import { serviceVisitsModule } from "./service-visits";
import { testDriveModule } from "./test-drive";
import { transferModule } from "./transfer";
import { paymentProviderModule } from "./payment-provider";
import { reservationModule } from "./reservation";
import { personalModule } from "./personal";
import { searchModule } from "./search";
import { alertsModule } from "./alerts";
import { consentWithdrawalsModule } from "./consent-withdrawals";
import { sitemapModule } from "./sitemap";
import { visitorListsModule } from "./visitor-lists";
import { visitorRetentionModule } from "./visitor-retention";
import { promotionsModule } from "./promotions";
import { dealPriceModule } from "./deal-price";
import { dealFormModule } from "./deal-form";
import { tradeInHoldModule } from "./tradein-hold";

/**
 * Every part of the reference API, in seed order (later modules may refer to rows of
 * earlier ones, e.g. cars to dealer centres).
 */
export const modules: DealerApiModule[] = [
  locationsModule,
  identityModule,
  commonModule,
  pagesModule,
  legalModule,
  formsModule,
  catalogDataModule,
  catalogModule,
  transferModule,
  carReportModule,
  messengersModule,
  recentlyViewedModule,
  visitorListsModule,
  orderModule,
  dealerCentersModule,
  dealerReviewsModule,
  newsModule,
  jobsModule,
  tendersModule,
  aboutModule,
  tradeInModule,
  serviceModule,
  serviceRegulationsModule,
  tyresModule,
  serviceVisitsModule,
  personalModule,
  sitemapModule,
  visitorRetentionModule,
  creditModule,
  testDriveModule,
  paymentProviderModule,
  reservationModule,
  searchModule,
  alertsModule,
  consentWithdrawalsModule,
  promotionsModule,
  dealPriceModule,
  tradeInHoldModule,
  dealFormModule,
];
