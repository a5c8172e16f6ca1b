import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** What a translation must keep of its en-US message: the arguments and tags it names, and its plurals. */
export type MessageShape = { names: ReadonlySet<string>; plurals: readonly { name: string; categories: readonly string[] }[] };

/** The arguments, rich-text tags and plural selectors of a message (null when it is not valid ICU). */
export function messageShape(text: string): MessageShape | null {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text);
  } catch {
    return null;
  }
  const names = new Set<string>();
  const plurals: { name: string; categories: string[] }[] = [];
  const walk = (list: readonly MessageFormatElement[]): void => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural)
        plurals.push({ name: element.value, categories: Object.keys(element.options).filter((option) => !option.startsWith("=")) });
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(elements);
  return { names, plurals };
}

/**
 * The plural forms a count of things needs in a language: those some whole number up to 200 takes,
 * and `other`. French's and Spanish's `many` (only for millions: « 1 000 000 de voitures ») is
 * allowed and not required; Polish's `few` and `many` are both required.
 */
function pluralForms(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  const taken = new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)));
  return rules.resolvedOptions().pluralCategories.filter((category) => category === "other" || taken.has(category));
}

/**
 * What is wrong with a translation against its en-US message: an argument or tag it drops or adds,
 * and a plural whose forms are not exactly those of the language (Intl.PluralRules: Polish needs one,
 * few, many and other; Arabic zero, one, two, few, many and other).
 */
export function shapeProblems(locale: string, reference: MessageShape, translation: MessageShape): string[] {
  const problems: string[] = [];
  const sorted = (names: ReadonlySet<string>): string => [...names].sort().join(", ");
  if (sorted(reference.names) !== sorted(translation.names))
    problems.push(`names {${sorted(translation.names)}} where en-US names {${sorted(reference.names)}}: keep every argument and tag`);
  const needed = pluralForms(locale);
  const known = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const plural of translation.plurals) {
    const missing = needed.filter((category) => !plural.categories.includes(category));
    const foreign = plural.categories.filter((category) => !(known as readonly string[]).includes(category));
    if (missing.length || foreign.length)
      problems.push(
        `the plural of {${plural.name}} needs exactly the forms ${locale} has (${needed.join(", ")})` +
          `${missing.length ? `, lacks ${missing.join(", ")}` : ""}${foreign.length ? `, has ${foreign.join(", ")} that ${locale} never uses` : ""}`,
      );
  }
  return problems;
}
