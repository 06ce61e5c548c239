/**
 * Whether a navigation link to `to` marks the page at `pathname` as current, as a router
 * NavLink would: its own page, and for a section (anything but home) the pages under it.
 * Paths compare without case and without a trailing slash, as routes match.
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  const here = withoutTrailingSlash(pathname.toLowerCase());
  const target = withoutTrailingSlash(to.toLowerCase());
  if (here === target) return true;
  return target !== "/" && here.startsWith(`${target}/`);
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
