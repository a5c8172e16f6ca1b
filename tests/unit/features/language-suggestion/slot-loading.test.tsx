import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markets } from "../../../../markets";
import { announceConsent } from "../../../../src/services/consent/state";
import { pageFor, renderInPage } from "../../layouts/page-fixture";

/** Whether the bar's chunk has been asked for (its module evaluated). */
const chunk = vi.hoisted(() => ({ loaded: false }));
vi.mock("../../../../src/features/language-suggestion/suggestion", async (original) => {
  chunk.loaded = true;
  return original();
});

const sa = markets.find((m) => m.id === "sa");
if (!sa) throw new Error("no market sa");
const page = pageFor("default", {
  market: sa,
  language_code: sa.locale,
  languages: [
    { value: "en", translationKey: "language.english", href: "/", hrefLang: "en-SA", current: true },
    { value: "ar", translationKey: "language.arabic", href: "/ar/", hrefLang: "ar-SA", current: false },
  ],
});

describe("the language suggestion's code", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete document.documentElement.dataset.consent;
  });

  it("is not asked for while the consent question is open, and is once it is answered", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ar-SA", "en"]);
    renderInPage(<p>Page</p>, page);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
    expect(chunk.loaded).toBe(false);
    act(() => announceConsent("essential"));
    expect(await screen.findByRole("region", { name: "Language suggestion" })).toBeVisible();
    expect(chunk.loaded).toBe(true);
  });
});
