/**
 * What a journey asks of a browser, the same for Firefox (puppeteer-core over WebDriver BiDi)
 * and WebKitGTK (W3C WebDriver over HTTP). An element is found by what a visitor sees (a
 * button's text, a field's label), by a function run in the page (`Find`), and waited for
 * until it is there and visible: every wait is for an outcome, bounded by OUTCOME_MS.
 */
export interface Engine {
  readonly name: string;
  /** Whether the page's own scripts run. */
  readonly javaScript: boolean;
  /**
   * Opens a page of the site (a path) and waits for its load event and, with JavaScript,
   * for the page to have hydrated (HYDRATED): what the journeys check with JS is what the
   * hydrated page does.
   */
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Waits for the element, scrolls it to the middle of the screen as a visitor would, then
   * clicks it as a pointer would (TO_THE_MIDDLE).
   */
  click(find: Find): Promise<void>;
  /** Waits for the (empty) field and types `text` into it key by key. */
  type(find: Find, text: string): Promise<void>;
  /**
   * Waits for the <select> and picks the option whose text is `option` (a count in brackets
   * after it ignored: «Toyota (25)»), as a visitor picks it: the select's change follows.
   */
  choose(find: Find, option: string): Promise<void>;
  /** Runs `fn(...args)` in the page and returns its (JSON) result. */
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

/** A search in the page: the source of a function returning an Element or null, and its arguments. */
export interface Find {
  readonly what: string;
  readonly fn: string;
  readonly args: unknown[];
}

/**
 * The browser itself is gone (its process died: WebDriver's "invalid session id"), not the
 * page: no wait can see an outcome any more, so it is thrown at once, and an engine file may
 * start a new browser and walk the journey again (tests/engines/webkit.test.ts).
 */
export class BrowserLost extends Error {
  override name = "BrowserLost";
}

/** A busy shared machine with two cores: generous, bounded. */
export const OUTCOME_MS = 20_000;

/**
 * The finder functions as page-side source (they run in the browser, so they are plain
 * strings, not closures). `visible` is what a visitor could click: laid out and not hidden.
 */
const IN_PAGE = `
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim();
  const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const scope = (sel) => (sel ? document.querySelector(sel) : document);
  const nameOf = (el) => norm(el.innerText || el.textContent || el.getAttribute("aria-label") || el.value);
`;

function finder(what: string, body: string, args: unknown[]): Find {
  return { what, fn: `(...args) => { ${IN_PAGE} ${body} }`, args };
}

/** A visible link or button (or submit input) whose text is `name` (a string: equal; /re/: matches), inside `within`. */
export function control(name: string | RegExp, within = ""): Find {
  const pattern = typeof name === "string" ? null : { source: name.source, flags: name.flags };
  return finder(
    `the control ${String(name)}${within ? ` in ${within}` : ""}`,
    `const [name, pattern, within] = args;
     const root = scope(within);
     if (!root) return null;
     const re = pattern && new RegExp(pattern.source, pattern.flags);
     const all = root.querySelectorAll("a[href], button, input[type=submit], summary");
     for (const el of all) {
       const text = nameOf(el);
       if ((re ? re.test(text) : text === name) && visible(el)) return el;
     }
     return null;`,
    [typeof name === "string" ? name : null, pattern, within],
  );
}

/** The visible form control labelled `label` (its <label>'s text, a required mark ignored), inside `within`. */
export function field(label: string, within = ""): Find {
  return finder(
    `the field «${label}»${within ? ` in ${within}` : ""}`,
    `const [label, within] = args;
     const root = scope(within);
     if (!root) return null;
     for (const l of root.querySelectorAll("label")) {
       const text = norm(l.textContent).replace(/\\s*\\*$/, "");
       if (text === label && l.control && visible(l.control)) return l.control;
     }
     return null;`,
    [label, within],
  );
}

/** The first visible element matching a CSS selector. */
export function css(selector: string): Find {
  return finder(
    selector,
    `const [selector] = args;
     for (const el of document.querySelectorAll(selector)) if (visible(el)) return el;
     return null;`,
    [selector],
  );
}

/**
 * Page-side: true once React has hydrated the page: every page's footer has the newsletter
 * form, whose hidden `_js` field exists only on the client (app/components/forms/fields.tsx).
 */
export const HYDRATED = `() => document.querySelector('input[name="_js"]') !== null`;

/** Waits for the page to have hydrated (HYDRATED). */
export function hydrated(engine: Engine): Promise<boolean> {
  return until(`${engine.name}: the page hydrates`, () => engine.run<boolean>(HYDRATED), (done) => done);
}

/**
 * Waits until the page has had the answer to a request whose path matches (the Resource
 * Timing entry is written when the response has ended): a fetcher's post, for instance.
 */
export function waitForResponse(engine: Engine, path: RegExp): Promise<boolean> {
  return until(
    `${engine.name}: an answer from ${String(path)}`,
    () =>
      engine.run<boolean>(
        `(source, flags) => performance.getEntriesByType("resource").some((e) => new RegExp(source, flags).test(new URL(e.name).pathname))`,
        path.source,
        path.flags,
      ),
    (done) => done,
  );
}

/**
 * Brings an element to the middle of the screen before a click. A driver left to itself scrolls
 * it only just into view, to the bottom edge, where the cookie notice of a first visit lies
 * over it: WebKit then refuses the click («element click intercepted»), which no visitor meets.
 */
export const TO_THE_MIDDLE = `(element) => element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" })`;

/** Page-side: the option of `select` whose text is `label`, a count in brackets after it ignored. */
export const OPTION_OF = `(select, label) => {
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim();
  return [...select.options].find((o) => norm(o.textContent) === label || norm(o.textContent).startsWith(label + " (")) || null;
}`;

/**
 * The text of the page's visible elements matching `selector`, joined by new lines ("" when
 * none): what the assertions read.
 */
export function textOf(engine: Engine, selector: string): Promise<string> {
  return engine.run<string>(
    `(selector) => { ${IN_PAGE} return [...document.querySelectorAll(selector)].filter(visible).map((el) => norm(el.innerText || el.textContent)).join("\\n"); }`,
    selector,
  );
}

/**
 * Polls `probe` until `accept` takes its value, then returns it; after OUTCOME_MS throws with
 * the last value seen, so a failure says what the page showed instead.
 */
export async function until<T>(what: string, probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = OUTCOME_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let error: unknown;
  for (;;) {
    try {
      last = await probe();
      error = undefined;
      if (accept(last)) return last;
    } catch (e) {
      if (e instanceof BrowserLost) throw e;
      // A page between two documents (a navigation under way) cannot answer yet.
      error = e;
    }
    if (Date.now() > deadline) {
      const seen = error ? `error ${String(error)}` : JSON.stringify(last)?.slice(0, 500);
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (last seen: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the visible text of `selector` contains `text`; returns all of it. */
export function waitForText(engine: Engine, selector: string, text: string | RegExp, timeoutMs?: number): Promise<string> {
  const matches = (seen: string) => (typeof text === "string" ? seen.includes(text) : text.test(seen));
  return until(`${engine.name}: ${selector} shows ${String(text)}`, () => textOf(engine, selector), matches, timeoutMs);
}

/** Waits until the address matches. */
export function waitForUrl(engine: Engine, pattern: RegExp): Promise<string> {
  return until(`${engine.name}: the address matches ${String(pattern)}`, () => engine.url(), (url) => pattern.test(url));
}
