import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireFeature } from "~/services/features.server";
import { serviceBookingCalendar } from "~/services/service-calendar.server";
import { servicePrices } from "~/services/service-prices.server";

/**
 * The visitor's last service booking as an .ics file. It is read from their own session,
 * so the address names no booking and nobody else's visit can be fetched by guessing.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireFeature(context, "service");
  const booking = context.session.get("serviceBooking");
  if (!booking) throw new Response("Запись не найдена", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const [common, prices] = await Promise.all([context.common(), servicePrices(context)]);
  const site = { url: context.config.siteUrl, name: common.company.name || common.meta.title };
  const ics = serviceBookingCalendar(booking, site, prices.textOf({ code: booking.work.code, quote: booking.quote }));
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="zapis-na-servis-${booking.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
