/** Letters that Unicode does not decompose into a base letter and a mark, written the way URLs usually do. */
const spelledOut: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h" };

/**
 * The URL slug of a city's name: lower case, accents dropped (`München` → `munchen`, `Genève` →
 * `geneve`, `Łódź` → `lodz`), apostrophes left out (`St. Julian's` → `st-julians`), every other run of
 * non-letters a dash. One rule for every language, so a city keeps its slug on every site of its
 * country. Empty for a name with no Latin letter or digit (see `uniqueSlugs`).
 */
export function citySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæøœłđðþıħ]/g, (letter) => spelledOut[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * One slug per name, unique among them: the first of two names with the same slug (in the order
 * given) keeps it, the next gets `-2`, then `-3`; a name without one gets `fallback(i)`.
 */
export function uniqueSlugs(names: readonly string[], fallback: (index: number) => string): string[] {
  const taken = new Set<string>();
  return names.map((name, i) => {
    const base = citySlug(name) || citySlug(fallback(i)) || `city-${i + 1}`;
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
