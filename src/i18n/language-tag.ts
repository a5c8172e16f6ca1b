/** The primary language of a BCP 47 tag, lower case: `ar-SA` → `ar`, `nb-NO` → `nb`, `EN` → `en`. */
export const primaryLanguage = (tag: string): string => tag.split("-")[0]?.toLowerCase() ?? "";
