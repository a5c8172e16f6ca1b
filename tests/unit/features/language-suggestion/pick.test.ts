import { describe, expect, it } from "vitest";
import {
  answeredLanguage,
  rememberAnswer,
  suggestedLanguage,
  SUGGESTION_STORAGE_KEY,
} from "../../../../src/features/language-suggestion/pick";
import type { LanguageLink } from "../../../../src/seo/language-links";

const english: LanguageLink = { value: "en", translationKey: "language.english", href: "/", hrefLang: "en-SA", current: true };
const arabic: LanguageLink = { value: "ar", translationKey: "language.arabic", href: "/ar/", hrefLang: "ar-SA", current: false };

describe("which other language of the host to offer", () => {
  it("offers Arabic on the English page to a browser that prefers Arabic", () => {
    expect(suggestedLanguage(["ar-SA", "en-US"], ["en-SA", "en"], [english, arabic])).toBe(arabic);
  });

  it("offers nothing where the browser puts the page's language first", () => {
    expect(suggestedLanguage(["en-GB", "ar"], ["en-SA", "en"], [english, arabic])).toBeUndefined();
  });

  it("skips languages the host does not have to find the first one it has", () => {
    expect(suggestedLanguage(["de-DE", "ar"], ["en-SA", "en"], [english, arabic])).toBe(arabic);
    expect(suggestedLanguage(["de-DE", "fr"], ["en-SA", "en"], [english, arabic])).toBeUndefined();
  });

  it("offers nothing on the page of the language the browser prefers", () => {
    const onArabic = [
      { ...english, current: false },
      { ...arabic, current: true },
    ];
    expect(suggestedLanguage(["ar-EG", "en"], ["ar-EG", "ar", "en"], onArabic)).toBeUndefined();
  });
});

describe("the visitor's answer", () => {
  it("is kept as the language suggested, and read back only when it is a language tag", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(answeredLanguage(storage)).toBeUndefined();
    rememberAnswer(storage, "ar");
    expect(store.get(SUGGESTION_STORAGE_KEY)).toBe("ar");
    expect(answeredLanguage(storage)).toBe("ar");
    store.set(SUGGESTION_STORAGE_KEY, "<script>");
    expect(answeredLanguage(storage)).toBeUndefined();
  });

  it("is neither read nor kept when storage refuses, without an error", () => {
    const refusing = {
      getItem: (): string => {
        throw new Error("denied");
      },
      setItem: (): void => {
        throw new Error("quota");
      },
    };
    expect(answeredLanguage(refusing)).toBeUndefined();
    expect(() => rememberAnswer(refusing, "ar")).not.toThrow();
  });
});
