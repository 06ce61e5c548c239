import { Transform, Writable } from "node:stream";

const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * The stream a rendered document is piped into: it moves the document's
 * `</body></html>` to the end of the response.
 *
 * React 18 writes those end tags with the shell, so everything it streams afterwards (the
 * data scripts of Remix's single fetch, boundaries that resolve later) would follow
 * `</html>`, where HTML allows only comments and whitespace: browsers put it back into the
 * body after a parse error, validators reject the page. React 19 holds the end tags back
 * itself; this does the same for React 18, byte for byte otherwise.
 */
export function documentEndLast(): Transform {
  let found = false;
  // The end of the data seen so far that could be the start of the end tags.
  let held = Buffer.alloc(0);

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (found) return callback(null, chunk);
      const data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const at = data.indexOf(DOCUMENT_END);
      if (at !== -1) {
        found = true;
        held = Buffer.alloc(0);
        if (at > 0) this.push(data.subarray(0, at));
        const rest = data.subarray(at + DOCUMENT_END.length);
        return callback(null, rest.length > 0 ? rest : undefined);
      }
      const keep = partialEndLength(data);
      held = Buffer.from(data.subarray(data.length - keep));
      callback(null, keep < data.length ? data.subarray(0, data.length - keep) : undefined);
    },
    flush(callback) {
      if (found) return callback(null, DOCUMENT_END);
      callback(null, held.length > 0 ? held : undefined);
    },
  });
}

/**
 * The same for a document rendered whole: a sink that keeps what React writes and, at its
 * end, hands over the document with its `</body></html>` moved to the end, in one buffer
 * (one search over the whole, not one per chunk of React's).
 */
export function wholeDocument(done: (document: Buffer<ArrayBuffer>) => void, failed: (error: Error) => void): Writable {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(endTagsLast(Buffer.concat(chunks)));
      callback();
    },
  });
  sink.once("error", failed);
  return sink;
}

/** `document` with its first `</body></html>` moved to its end. */
export function endTagsLast(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = document.indexOf(DOCUMENT_END);
  if (at === -1 || at + DOCUMENT_END.length === document.length) return document;
  return Buffer.concat([document.subarray(0, at), document.subarray(at + DOCUMENT_END.length), DOCUMENT_END]);
}

/** How many bytes at the end of `data` are the beginning of `</body></html>`. */
function partialEndLength(data: Buffer): number {
  for (let length = Math.min(DOCUMENT_END.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(DOCUMENT_END.subarray(0, length))) return length;
  }
  return 0;
}
