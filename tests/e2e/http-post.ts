import { Agent, request as httpRequest } from "node:http";

/*
 * Posting bodies the server may refuse unread (docs/decisions/020-bounded-requests-and-shutdown.md,
 * addendum): a body over MAX_BODY_BYTES gets its 413 on the declared length and the connection
 * closes while the client may still be sending, so the client's write can fail with EPIPE or
 * ECONNRESET after the refusal has arrived. That is the server's answer, not a failure.
 * Playwright's request client rejects the whole call when the socket fails before the response
 * body has been piped through, losing a status it had received; Node's client hands the head
 * over first (libuv reads a socket before it writes to it), so these posts use Node's.
 */

export type PostBody = { contentType: string; body: Buffer | string } | { multipart: Record<string, string> };

/** The write errors of a peer that has closed the connection. */
const CLOSED_BY_SERVER = new Set(["EPIPE", "ECONNRESET"]);

// A fresh connection per post: a kept-alive socket the server closes while idle would be a
// reset that has nothing to do with the body.
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

async function encode(body: PostBody): Promise<{ contentType: string; bytes: Buffer }> {
  if (!("multipart" in body)) return { contentType: body.contentType, bytes: Buffer.from(body.body) };
  const form = new FormData();
  for (const [name, value] of Object.entries(body.multipart)) form.append(name, value);
  const encoded = new Request("http://multipart.invalid/", { method: "POST", body: form });
  return { contentType: encoded.headers.get("content-type")!, bytes: Buffer.from(await encoded.arrayBuffer()) };
}

/**
 * Posts a body and resolves with the response's status. A refusal (4xx) followed by the server
 * closing the connection on the unsent rest of the body still resolves with that status; a
 * transport error without a refusal received rejects.
 */
export async function postStatus(url: string, body: PostBody, headers: Record<string, string> = {}): Promise<number> {
  const { contentType, bytes } = await encode(body);
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    // The bytes as they arrive: on a busy machine the write can fail before the client's parser
    // has read a status line that is already in; that line is the server's answer all the same.
    let head = "";
    const statusLine = () => /^HTTP\/1\.[01] (\d{3}) /.exec(head)?.[1];
    const refused = () => {
      status ??= statusLine() === undefined ? undefined : Number(statusLine());
      return status !== undefined && status >= 400 && status < 500;
    };
    const onError = (error: NodeJS.ErrnoException) => {
      if (refused() && CLOSED_BY_SERVER.has(error.code ?? "")) resolve(status!);
      else reject(error);
    };
    const req = httpRequest(
      url,
      { method: "POST", agent, headers: { ...headers, "Content-Type": contentType, "Content-Length": bytes.length } },
      (res) => {
        status = res.statusCode;
        res.on("error", onError);
        res.on("end", () => resolve(status!));
        res.resume();
      },
    );
    req.on("socket", (socket) => {
      socket.on("data", (chunk: Buffer) => {
        if (head.length < 64) head += chunk.subarray(0, 64).toString("latin1");
      });
    });
    req.on("error", onError);
    req.end(bytes);
  });
}
