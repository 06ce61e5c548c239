/**
 * A tiny pattern mask (docs/product.md §5.2): `#` a digit, `@` a letter, `*` a letter or a digit; any
 * other character of the pattern is a literal. The browser types through imask with the
 * same definitions (see `imaskDefinitions`); this pure version formats values on the server
 * and in tests, where imask is not loaded.
 */
export const MASK_TOKENS: Record<string, RegExp> = {
  "#": /\d/,
  "@": /\p{L}/u,
  "*": /[\p{L}\d]/u,
};

/** The phone mask of every lead form. */
export const PHONE_MASK = "+7 (###) ###-##-##";

/**
 * Fills `pattern` with the characters of `raw` that fit its tokens, in order; characters
 * that fit no token are skipped, and the result stops at the first token with no input left,
 * so a partial value gives a partial mask without trailing literals.
 */
export function applyMask(pattern: string, raw: string): string {
  const input = [...raw];
  let position = 0;
  let out = "";
  let pendingLiterals = "";
  for (const char of pattern) {
    const token = MASK_TOKENS[char];
    if (!token) {
      pendingLiterals += char;
      // A literal the visitor typed themselves is consumed with it.
      if (input[position] === char) position++;
      continue;
    }
    while (position < input.length && !token.test(input[position]!)) position++;
    if (position >= input.length) break;
    out += pendingLiterals + input[position]!;
    pendingLiterals = "";
    position++;
  }
  return out;
}

/** The characters of `masked` that stand in token places: the value without the literals. */
export function unmask(pattern: string, masked: string): string {
  const input = [...masked];
  let out = "";
  for (let i = 0; i < pattern.length && i < input.length; i++) {
    const token = MASK_TOKENS[pattern[i]!];
    if (token && token.test(input[i]!)) out += input[i];
  }
  return out;
}

/** imask's `definitions` for the same tokens; `#` is not one of imask's defaults. */
export const imaskDefinitions = {
  "#": /\d/,
  "@": /[A-Za-zА-Яа-яЁё]/,
  "*": /[A-Za-zА-Яа-яЁё\d]/,
} as const;
