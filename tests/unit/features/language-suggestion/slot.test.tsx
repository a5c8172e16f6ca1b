import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUGGESTION_STORAGE_KEY } from "../../../../src/features/language-suggestion/pick";
import { announceConsent } from "../../../../src/services/consent/state";
import { renderInPage } from "../../layouts/page-fixture";
import { saPage } from "./sa-page";

const page = saPage;

/** Long enough for the bar's chunk to load and render, had the slot decided to show it (the first test shows that it does). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

describe("the language suggestion", () => {
  beforeEach(() => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ar-SA", "en"]);
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete document.documentElement.dataset.consent;
  });

  it("offers the page in the browser's language once consent is answered, the language named in itself", async () => {
    renderInPage(<p>Page</p>, page);
    expect(screen.queryByRole("region", { name: "Language suggestion" })).toBeNull();
    act(() => announceConsent("essential"));
    const bar = await screen.findByRole("region", { name: "Language suggestion" });
    const link = screen.getByRole("link", { name: "العربية" });
    expect(bar.textContent).toContain("Also available in: العربية");
    expect(link.getAttribute("href")).toBe("/ar/");
    expect(link.getAttribute("lang")).toBe("ar-SA");
  });

  it("goes when closed and is not offered again", async () => {
    document.documentElement.dataset.consent = "performance";
    const first = renderInPage(<p>Page</p>, page);
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "Language suggestion" })).toBeNull();
    expect(window.localStorage.getItem(SUGGESTION_STORAGE_KEY)).toBe("ar");
    first.unmount();
    renderInPage(<p>Page</p>, page);
    await settle();
    expect(screen.queryByRole("region", { name: "Language suggestion" })).toBeNull();
  });

  it("offers nothing to a browser that prefers the page's language", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "ar"]);
    document.documentElement.dataset.consent = "essential";
    renderInPage(<p>Page</p>, page);
    await settle();
    expect(screen.queryByRole("region", { name: "Language suggestion" })).toBeNull();
  });
});
