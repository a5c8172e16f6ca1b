/** CSS colour keywords that name a colour (transparent, currentColor and inherit are not colours of their own). */
const named =
  "black|white|silver|gr[ae]y|darkgr[ae]y|lightgr[ae]y|dimgr[ae]y|red|darkred|tomato|crimson|coral|salmon|orange|darkorange|gold|yellow|" +
  "khaki|beige|ivory|green|darkgreen|lime|olive|teal|aqua|cyan|navy|blue|darkblue|royalblue|skyblue|purple|violet|indigo|magenta|" +
  "fuchsia|pink|hotpink|brown|maroon|whitesmoke|gainsboro|snow";
const colourProperty = String.raw`(?:color|background(?:-color)?|border(?:-[a-z-]+)?|outline(?:-color)?|fill|stroke|accent-color|caret-color|box-shadow|text-decoration(?:-color)?|--[\w-]+)`;

/** The custom property (src/theme/global-style.ts) each of these properties takes its value from. */
const tokenOf: Readonly<Record<string, string>> = { "font-size": "text", "font-weight": "weight", "box-shadow": "shadow" };

/**
 * A declaration's value may only come from the theme: its custom property (`var(--text-sm)`), an
 * interpolation of the theme object, or a keyword that sets nothing of its own.
 */
function fromTheme(property: string, value: string): boolean {
  const token = tokenOf[property] ?? "radius";
  const keywords = property === "box-shadow" ? ["none", "inherit"] : property.endsWith("radius") ? ["0", "inherit"] : ["inherit"];
  return value === "${}" || keywords.includes(value) || new RegExp(String.raw`^var\(--${token}-[\w-]+\)$`).test(value);
}

/** The line with every interpolation (one level of braces inside it) as an empty `${}`. */
const withoutInterpolations = (line: string): string => line.replace(/\$\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g, "${}");

/**
 * The values in one line of CSS (a styled-components template or a CSS string) that do not come from
 * the theme (src/theme/theme.ts): raw colours (hex, rgb(), hsl(), colour names), a font size, font
 * weight, corner radius or shadow written out, and a margin, padding or gap written out in rem or px
 * instead of taken from `theme.space` (a length computed with calc() or max() is a box size, and em
 * follows the text).
 */
export function strayValues(line: string): string[] {
  const found: string[] = [];
  for (const m of line.matchAll(/(?<![&\w$])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi)) found.push(m[0]);
  for (const m of line.matchAll(/\b(?:rgba?|hsla?)\(\s*[\d.]/g)) found.push(`${m[0].replace(/\(.*/, "")}()`);
  for (const m of line.matchAll(new RegExp(String.raw`colou?r\w*["']?\s*[:=]\s*["'\`](${named})["'\`]`, "gi"))) found.push(m[1] ?? "");
  const css = withoutInterpolations(line);
  for (const m of css.matchAll(new RegExp(String.raw`(?<![\w-])${colourProperty}\s*:[^;}]*?\b(${named})\b(?![\w-])`, "gi")))
    found.push(m[1] ?? "");
  for (const m of css.matchAll(/(?<![\w-])(font-size|font-weight|border(?:-[a-z]+)*-radius|box-shadow)\s*:\s*((?:\$\{\}|[^;}])+)/g)) {
    const [, property = "", value = ""] = m;
    if (!fromTheme(property, value.trim())) found.push(`${property}: ${value.trim()}`);
  }
  for (const m of css.matchAll(/(?<![\w-])font\s*:\s*((?:\$\{\}|[^;}])+)/g))
    if (/\d/.test(m[1] ?? "")) found.push(`font: ${(m[1] ?? "").trim()}`);
  for (const m of css.matchAll(/(?<![\w-])((?:margin|padding)(?:-[a-z]+)*|(?:row-|column-)?gap)\s*:\s*((?:\$\{\}|[^;}])+)/g)) {
    // A length computed from others (calc(), max()…) is a box size, not a step of the scale.
    let value = m[2] ?? "";
    while (/\([^()]*\)/.test(value)) value = value.replace(/[\w-]*\([^()]*\)/g, "");
    const lengths = value.match(/(?<![\w.$-])-?\d*\.?\d+(?:rem|px)\b/g);
    if (lengths) found.push(`${m[1]}: ${lengths.join(" ")}`);
  }
  return found;
}
