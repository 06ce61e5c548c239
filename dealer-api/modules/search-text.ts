/**
 * How the search compares what a visitor types with brand and model names: both sides are
 * folded to one key (lower case, Cyrillic transliterated, letters that Russian spellings of
 * foreign names swap made equal, doubled letters single, no spaces or punctuation), so
 * «Тойота», «toyota» and «ТОЙОТА» are one key, and so are «рав 4», «RAV-4» and «RAV4».
 * What folding cannot reach («хендай» for Hyundai) is the synonym table's.
 */

const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "h", ц: "ts", ч: "ch", ш: "sh",
  щ: "sch", ъ: "", ы: "i", ь: "", э: "e", ю: "iu", я: "ia",
};

/** Latin letters a Russian ear spells alike: c/k, y/i, w/v, q/k, x/ks, ph/f. */
function foldLatin(word: string): string {
  return word
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/x/g, "ks")
    .replace(/[cq]/g, "k")
    .replace(/[yj]/g, "i")
    .replace(/w/g, "v")
    .replace(/(.)\1+/g, "$1");
}

/** The words of a text, each folded: `"Тойота  РАВ-4"` → `["toiota", "rav", "4"]`. */
export function searchWords(text: string): string[] {
  const lower = text.toLowerCase().normalize("NFKC");
  const latin = [...lower].map((ch) => CYRILLIC[ch] ?? ch).join("");
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(foldLatin);
}

/** One key for a whole name or phrase: its folded words run together. */
export function searchKey(text: string): string {
  return searchWords(text).join("");
}

/** The trigrams of a key (what the FTS5 trigram index holds), for scoring a near miss. */
export function trigrams(key: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= key.length; i++) out.add(key.slice(i, i + 3));
  return [...out];
}

/** How alike two keys are by their trigrams (Dice coefficient, 0…1). */
export function likeness(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = new Set(trigrams(b));
  if (!ta.length || !tb.size) return 0;
  const shared = ta.filter((t) => tb.has(t)).length;
  return (2 * shared) / (ta.length + tb.size);
}
