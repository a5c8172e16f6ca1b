/**
 * The physical left/right parts of one line of CSS: properties with a side in their name, `left:` and
 * `right:` offsets, `text-align`, `float` and `clear` to a side, four-value shorthands whose left and
 * right differ, and a `translateX` that does not follow `--inline-sign` (src/theme/global-style.ts).
 */
export function physicalSides(line: string): string[] {
  const found: string[] = [];
  for (const m of line.matchAll(/\b(?:margin|padding|border(?:-(?:top|bottom))?)-(?:left|right)(?:-[a-z]+)?(?=\s*:)/g)) found.push(m[0]);
  for (const m of line.matchAll(/(?<![-\w])(?:left|right)\s*:(?=\s*(?:-?[\d.]+[a-z%]*|auto|calc\(|var\()\s*[;}])/g))
    found.push(m[0].replace(/\s+/g, ""));
  for (const m of line.matchAll(/\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g)) found.push(m[0]);
  for (const m of line.matchAll(
    /\b(?:inset|margin|padding|border-width|border-color|border-style)\s*:\s*([^\s;}]+)\s+([^\s;}]+)\s+([^\s;}]+)\s+([^\s;}]+)\s*[;}!]/g,
  )) {
    if (m[2] !== m[4]) found.push(m[0].replace(/\s*[;}!]$/, ""));
  }
  for (const m of line.matchAll(/translateX\((?![^;]*--inline-sign)[^)]*\)/g)) found.push(m[0]);
  return found;
}
