/**
 * Whether the server runs another build than the page was loaded with. The development
 * server answers 'development' and reloads through Vite instead; an odd answer is ignored.
 */
export function isNewBuild(pageVersion: string | undefined, serverVersion: unknown): boolean {
  if (typeof serverVersion !== "string" || serverVersion === "" || serverVersion === "development") return false;
  if (!pageVersion) return false;
  return serverVersion !== pageVersion;
}
