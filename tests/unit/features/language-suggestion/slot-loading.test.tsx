import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceConsent } from "../../../../src/services/consent/state";
import { renderInPage } from "../../layouts/page-fixture";
import { saPage } from "./sa-page";

/** Whether the bar's chunk has been asked for (its module evaluated). */
const chunk = vi.hoisted(() => ({ loaded: false }));
vi.mock("../../../../src/features/language-suggestion/suggestion", async (original) => {
  chunk.loaded = true;
  return original();
});

const page = saPage;

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
