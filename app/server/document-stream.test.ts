import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { documentEndLast, wholeDocument } from "./document-stream.server";

async function through(chunks: string[]): Promise<string> {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return (await buffer(source.pipe(documentEndLast()))).toString("utf8");
}

/** Every way of cutting `text` into pieces of `size` bytes. */
function pieces(text: string, size: number): string[] {
  const bytes = Buffer.from(text);
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size).toString("latin1"));
  return out;
}

async function throughBytes(text: string, size: number): Promise<string> {
  const source = Readable.from(pieces(text, size).map((piece) => Buffer.from(piece, "latin1")));
  return (await buffer(source.pipe(documentEndLast()))).toString("utf8");
}

describe("documentEndLast", () => {
  const shell = '<!DOCTYPE html><html lang="ru"><head></head><body><p>Добавить к сравнению</p></body></html>';
  const streamed = '<!--$--><script>window.__remixContext.streamController.close();</script><!--/$-->';
  const expected =
    '<!DOCTYPE html><html lang="ru"><head></head><body><p>Добавить к сравнению</p>' + streamed + "</body></html>";

  it("writes what React streams after the shell before </body></html>", async () => {
    expect(await through([shell, streamed])).toBe(expected);
    expect(await through([shell + streamed])).toBe(expected);
  });

  it("finds the end tags whatever the chunks they are cut into", async () => {
    for (let size = 1; size <= 40; size++) expect(await throughBytes(shell + streamed, size)).toBe(expected);
  });

  it("leaves a stream without the end tags as it is, a partial match at its end included", async () => {
    expect(await through(["<p>без конца</p></bo"])).toBe("<p>без конца</p></bo");
    expect(await throughBytes("<p>a</body> </html></body", 3)).toBe("<p>a</body> </html></body");
  });

  it("moves only the first </body></html>", async () => {
    const text = "<body>a</body></html><script>'</body></html>'</script>";
    expect(await through([text])).toBe("<body>a<script>'</body></html>'</script></body></html>");
  });
});

describe("wholeDocument", () => {
  async function whole(chunks: string[]): Promise<string> {
    const document = await new Promise<Buffer>((resolve, reject) => {
      const sink = wholeDocument(resolve, reject);
      for (const chunk of chunks) sink.write(Buffer.from(chunk));
      sink.end();
    });
    return document.toString("utf8");
  }

  it("gives the document in one buffer with the first </body></html> at its end, like the stream", async () => {
    const shell = '<!DOCTYPE html><html lang="ru"><head></head><body><p>Добавить</p></body></html>';
    const streamed = "<script>window.__remixContext.streamController.close();</script>";
    for (const chunks of [[shell, streamed], [shell + streamed], pieces(shell + streamed, 7)]) {
      expect(await whole(chunks)).toBe(await through(chunks));
    }
    expect(await whole([shell])).toBe(shell);
    expect(await whole(["<body>a</body></html><script>'</body></html>'</script>"])).toBe(
      "<body>a<script>'</body></html>'</script></body></html>",
    );
    expect(await whole(["<p>без конца</p></bo"])).toBe("<p>без конца</p></bo");
  });
});
