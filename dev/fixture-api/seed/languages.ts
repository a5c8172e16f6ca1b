/** Languages the fixture writes its texts in; every other language gets English. */
export const fixtureLanguages = ["en", "de", "fr", "es", "it", "nl"] as const;
export type FixtureLanguage = (typeof fixtureLanguages)[number];

/** The primary language subtags of an Accept-Language header, lower case, in the header's order. */
export function acceptedLanguages(acceptLanguage: string | null): string[] {
  return (acceptLanguage ?? "").split(",").map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase() ?? "");
}

/** The first language of an Accept-Language header that `offered` has, else English. */
export function firstOffered<L extends string>(acceptLanguage: string | null, offered: readonly L[]): L | "en" {
  return acceptedLanguages(acceptLanguage).find((tag): tag is L => (offered as readonly string[]).includes(tag)) ?? "en";
}

/** The first language of an Accept-Language header that the fixture writes, else English. */
export function languageOf(acceptLanguage: string | null): FixtureLanguage {
  return firstOffered(acceptLanguage, fixtureLanguages);
}

/** One text per language. */
export type Texts = Readonly<Record<FixtureLanguage, string>>;
