import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OUTCOME_MS, until } from "./engine";

const W3M = process.env.W3M ?? "/usr/bin/w3m";
/** xterm's cursor, colour and character-set sequences: ESC [ … letter, ESC ( B, ESC = and ESC >. */
const ESC = String.fromCharCode(27);
const TERMINAL_CONTROL = new RegExp(`${ESC}\\[[0-9;?]*[A-Za-z]|${ESC}[()][0-9A-B]|${ESC}[=>]`, "g");

/**
 * Debian's w3m, driven as a person drives it: keystrokes on a terminal. w3m reads its keys
 * from a terminal, so it runs under util-linux's `script`, which gives it a pseudo-terminal
 * and passes our keys in and the screen out. A field is reached by searching for its label
 * (`/`) and moving to the next form control (Tab); Enter on a text field asks for its text
 * at the bottom line, on a checkbox ticks it, on a button submits the form. What the page
 * says is read from w3m's own copy of the rendered page (`S`, save buffer), not from the
 * screen's redraws.
 */
export interface TextBrowser {
  /** Searches forward for `text` on the page (the cursor moves to it); throws when w3m finds none. */
  search(text: string): Promise<void>;
  /** Presses keys (Tab: "\t", Enter: "\r"). */
  press(keys: string): Promise<void>;
  /** The text field after the label `label`: Enter, the text, Enter. */
  fill(label: string, text: string): Promise<void>;
  /**
   * Enter on the textarea the cursor is on: w3m hands it to the visitor's editor, here one
   * that writes `text` (cp from a file), and shows what the editor left.
   */
  editWith(text: string): Promise<void>;
  /** Enter on what the cursor is on, then waits for the page it loads. */
  follow(): Promise<void>;
  /** The page as w3m renders it, as text. */
  page(): Promise<string>;
  /** The address of the page shown. */
  url(): Promise<string>;
  close(): Promise<void>;
}

export async function w3m(url: string): Promise<TextBrowser> {
  const home = await mkdtemp(join(tmpdir(), "engines-w3m-"));
  const edited = join(home, "textarea.txt");
  // w3m keeps its temporary files (a textarea's text among them) in ~/.w3m.
  await mkdir(join(home, ".w3m"));
  // A terminal of 120×50; HOME of its own, so no one's w3m settings or cookies count.
  const child = spawn("script", ["-qfec", `stty cols 120 rows 50; exec ${W3M} '${url}'`, "/dev/null"], {
    env: { ...process.env, HOME: home, TERM: "xterm", LANG: "C.UTF-8", LC_ALL: "C.UTF-8", EDITOR: `cp ${edited}` },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let screen = "";
  const collect = (chunk: Buffer) => {
    screen += chunk.toString("utf8");
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  /** What w3m drew since `from` (an offset in the screen stream), its control sequences blanked. */
  const drawnSince = (from: number) => screen.slice(from).replace(TERMINAL_CONTROL, " ");
  const waitFor = (what: string, from: number, pattern: RegExp) =>
    until(`w3m: ${what}`, async () => drawnSince(from), (drawn) => pattern.test(drawn) || child.exitCode !== null, OUTCOME_MS).then((drawn) => {
      if (child.exitCode !== null) throw new Error(`w3m exited: ${drawnSince(0).slice(-2000)}`);
      return drawn;
    });
  /** w3m names the page in its status line once it is loaded and drawn. */
  const loaded = (from: number) => waitFor("a page loaded", from, /Viewing </);
  const send = (keys: string) =>
    new Promise<void>((resolve, reject) => child.stdin.write(keys, (error) => (error ? reject(error) : resolve())));

  await loaded(0);
  let saves = 0;
  const browser: TextBrowser = {
    async search(text) {
      let from = screen.length;
      await send("/");
      await waitFor("the search prompt", from, /Forward:/);
      from = screen.length;
      await send(`${text}\r`);
      // The search echoes what it looked for in the status line, found or not.
      const drawn = await waitFor(`the search for ${text}`, from, /Forward: |Not found/);
      if (/Not found/.test(drawn)) throw new Error(`w3m: «${text}» is not on the page`);
    },
    press: send,
    async fill(label, text) {
      await browser.search(label);
      const from = screen.length;
      await send("\t\r");
      await waitFor(`the text prompt of «${label}»`, from, /TEXT:/);
      await send(`${text}\r`);
    },
    async editWith(text) {
      await writeFile(edited, text);
      const from = screen.length;
      await send("\r");
      await waitFor("the textarea's new text", from, new RegExp(text));
    },
    async follow() {
      const from = screen.length;
      await send("\r");
      await loaded(from);
    },
    async page() {
      const file = join(home, `page-${++saves}.txt`);
      const from = screen.length;
      await send("S");
      await waitFor("the save prompt", from, /Save buffer to:/);
      await send(`${file}\r`);
      await until("w3m: the page saved", async () => existsSync(file) && (await readFile(file, "utf8")).length > 0, (saved) => saved);
      return readFile(file, "utf8");
    },
    async url() {
      const from = screen.length;
      // `c`: the current address in the status line.
      await send("c");
      const drawn = await waitFor("the address", from, /https?:\/\/\S+/);
      return /https?:\/\/\S+/.exec(drawn)![0];
    },
    async close() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await rm(home, { recursive: true, force: true });
    },
  };
  return browser;
}
