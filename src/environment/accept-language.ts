/** The market's languages as one Accept-Language value, preference falling by 0.1 each. */
export function acceptLanguageHeader(languages: readonly string[]): string {
  return languages.map((language, i) => (i === 0 ? language : `${language};q=${Math.max(0.1, 1 - i / 10).toFixed(1)}`)).join(", ");
}
