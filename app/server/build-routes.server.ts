import type { ServerBuild } from "@remix-run/node";

type Build = ServerBuild | (() => Promise<ServerBuild>);
type BuildRoute = ServerBuild["routes"][string];

/**
 * The build with each route changed by `change` (its module's loader or action wrapped).
 * Development reloads the build per request: each build it loads is changed once.
 */
export function changeRoutes(build: Build, change: (route: BuildRoute) => BuildRoute): Build {
  const changeAll = (current: ServerBuild): ServerBuild => ({
    ...current,
    routes: Object.fromEntries(Object.entries(current.routes).map(([id, route]) => [id, change(route)])),
  });
  if (typeof build !== "function") return changeAll(build);
  const changed = new WeakMap<ServerBuild, ServerBuild>();
  return async () => {
    const current = await build();
    let result = changed.get(current);
    if (!result) changed.set(current, (result = changeAll(current)));
    return result;
  };
}
