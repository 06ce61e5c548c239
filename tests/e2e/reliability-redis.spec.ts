import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createConnection } from "node:net";
import { expect, freePort, test } from "./fixtures";
import { startOwnServer, uniqueEmail, type OwnServer } from "./forms-helpers";

// Several instances behind one balancer share their rate limits through Redis (REDIS_URL):
// two storefront processes, one limit of two leads per client and form.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

const redisBinary = process.env.REDIS_SERVER ?? "redis-server";
const hasRedis = spawnSync(redisBinary, ["--version"]).status === 0;

let redis: ChildProcess | undefined;
let instances: OwnServer[] = [];

test.beforeAll(async () => {
  test.skip(
    !hasRedis,
    "redis-server is not installed (Debian's redis-server package; `npm test` installs it when run as root): the shared rate limit is not tested",
  );
  test.setTimeout(90_000);
  const port = await freePort();
  redis = spawn(redisBinary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = createConnection(port, "127.0.0.1", () => {
            socket.end();
            resolve(true);
          });
          socket.on("error", () => resolve(false));
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
  const env = { REDIS_URL: `redis://127.0.0.1:${port}`, FORM_RATE_LIMIT: "2/60", LOG_LEVEL: "info" };
  instances = await Promise.all([startOwnServer(env), startOwnServer(env)]);
  // Until Redis answers, each instance counts in its own memory.
  for (const instance of instances) await expect.poll(() => instance.output().includes("redis connected"), { timeout: 15_000 }).toBe(true);
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  if (redis && redis.exitCode === null) {
    redis.kill("SIGTERM");
    await once(redis, "exit");
  }
});

test("two instances share one lead limit: the third lead, on either, is refused with 429", async ({ request }) => {
  const subscribe = (instance: OwnServer) =>
    request.post(`${instance.url}/newsletter`, { form: { EMAIL: uniqueEmail(), AGREEMENT: "on", back: "/" }, maxRedirects: 0 });
  const [a, b] = instances as [OwnServer, OwnServer];
  expect((await subscribe(a)).status()).toBeLessThan(400);
  expect((await subscribe(b)).status()).toBeLessThan(400);
  const third = await subscribe(a);
  expect(third.status()).toBe(429);
  expect(Number(third.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await subscribe(b)).status()).toBe(429);
});
