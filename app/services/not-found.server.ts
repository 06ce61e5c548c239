/**
 * What a rule throws when the address names nothing the site has (an id or slug that cannot
 * be one, before any call is made). The request pipeline maps it, once, to the 404 page
 * (app/server/api-failures.server.ts, docs/decisions/009-dealer-api-failures.md), as it maps
 * the dealer API's own "not there".
 */
export class NotFound extends Error {
  constructor(what = "the address names nothing") {
    super(what);
    this.name = "NotFound";
  }
}
