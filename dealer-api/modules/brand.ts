/**
 * The dealer group's name and legal details. Seeds of several modules (common data, legal
 * pages) quote them, so they live in one place; after seeding the database is the source.
 */
export const BRAND = {
  name: "Меридиан Авто",
  legalName: "ООО «Меридиан Авто»",
  // Check digits are valid, so format checks in the storefront or its tests pass.
  inn: "7805673410",
  kpp: "780501001",
  ogrn: "1167847319420",
  address: "196084, г. Санкт-Петербург, Московский пр., д. 115, лит. А, офис 301",
  phone: "78003337410",
  email: "info@meridian-auto.ru",
  /** Where requests about personal data go (152-ФЗ ст. 14, 21): the operator's contact for them. */
  personalDataEmail: "pd@meridian-auto.ru",
  site: "meridian-auto.ru",
  auctionUrl: "https://auction.meridian-auto.ru/",
} as const;
