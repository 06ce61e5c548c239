import express from "express";
import { createDealerApi } from "./app";
import { dealerApiOptionsFromEnv } from "./env";

// `npm run dealer-api`: the reference dealer API alone, on its own port.
const port = Number(process.env.DEALER_API_PORT ?? 3001);
const host = process.env.DEALER_API_HOST ?? "127.0.0.1";
const api = createDealerApi(dealerApiOptionsFromEnv(process.env));
const app = express();
app.disable("x-powered-by");
app.use(api.router);
const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: "info", msg: `dealer API on http://${host}:${port}` }));
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => {
      api.close();
      process.exit(0);
    });
  });
}
