/** Text for XML content and attribute values: the five special characters escaped, control characters dropped. */
export function xmlText(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A calendar day (YYYY-MM-DD) as RSS's RFC 822 date: the start of that day in Moscow time. */
export function rfc822Day(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[weekday]}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} 00:00:00 +0300`;
}

export type RssItem = { title: string; link: string; description: string; date: string };

/** An RSS 2.0 document (with Atom's self link, which feed validators expect). */
export function newsRss(feed: { title: string; link: string; selfLink: string; description: string; items: RssItem[] }): string {
  const items = feed.items
    .map(
      (item) =>
        `    <item>\n` +
        `      <title>${xmlText(item.title)}</title>\n` +
        `      <link>${xmlText(item.link)}</link>\n` +
        `      <guid isPermaLink="true">${xmlText(item.link)}</guid>\n` +
        `      <pubDate>${rfc822Day(item.date)}</pubDate>\n` +
        `      <description>${xmlText(item.description)}</description>\n` +
        `    </item>\n`,
    )
    .join("");
  const latest = feed.items[0]?.date;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n` +
    `  <channel>\n` +
    `    <title>${xmlText(feed.title)}</title>\n` +
    `    <link>${xmlText(feed.link)}</link>\n` +
    `    <atom:link href="${xmlText(feed.selfLink)}" rel="self" type="application/rss+xml"/>\n` +
    `    <description>${xmlText(feed.description)}</description>\n` +
    `    <language>ru</language>\n` +
    (latest ? `    <lastBuildDate>${rfc822Day(latest)}</lastBuildDate>\n` : "") +
    items +
    `  </channel>\n` +
    `</rss>\n`
  );
}
