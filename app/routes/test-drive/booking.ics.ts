import type { LoaderFunctionArgs } from "@remix-run/node";
import { testDriveCalendar } from "~/services/service-calendar.server";

/**
 * The visitor's last test drive as an .ics file, read from their own session: the address
 * names no booking, so nobody else's can be fetched by guessing.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const drive = context.session.get("testDrive");
  if (!drive) throw new Response("Запись не найдена", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const common = await context.common();
  const ics = testDriveCalendar(drive, { url: context.config.siteUrl, name: common.company.name || common.meta.title });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="test-drive-${drive.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
