/** Languages the fixture writes its texts in; every other language gets English. */
export const fixtureLanguages = ["en", "de", "fr", "es", "it", "nl"] as const;
export type FixtureLanguage = (typeof fixtureLanguages)[number];

/** The first language of an Accept-Language header that the fixture writes, else English. */
export function languageOf(acceptLanguage: string | null): FixtureLanguage {
  const tags = (acceptLanguage ?? "").split(",").map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase() ?? "");
  return tags.find((tag): tag is FixtureLanguage => (fixtureLanguages as readonly string[]).includes(tag)) ?? "en";
}

/** One text per language. */
export type Texts = Readonly<Record<FixtureLanguage, string>>;
