import type { VitePluginConfig } from "@remix-run/dev";

/** Remix plugin options, read by vite.config.ts. Every v3 future flag is on. */
export const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;

export default remixConfig;
