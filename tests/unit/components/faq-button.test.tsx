import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FaqButton } from "../../../src/components/faq-button";
import { renderInPage } from "../layouts/page-fixture";
import { fakeMedia } from "./media";

/** A FAQ section 1200 px below the top of a page scrolled by 300 px. */
function faqAt1200(): HTMLElement {
  const faq = document.createElement("section");
  faq.id = "faq-how-to";
  faq.tabIndex = -1;
  faq.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 1200 - 300, width: 800, height: 400 });
  document.body.append(faq);
  vi.spyOn(window, "scrollY", "get").mockReturnValue(300);
  return faq;
}

describe("the FAQs button", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById("faq-how-to")?.remove();
  });

  it("scrolls smoothly to the FAQ section, leaving 50 px above it, and moves focus there", () => {
    fakeMedia({ width: 1440 });
    const faq = faqAt1200();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderInPage(<FaqButton />);
    fireEvent.click(screen.getByRole("button", { name: "FAQs" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1150, behavior: "smooth" });
    expect(faq).toHaveFocus();
  });

  it("jumps without animation when the visitor prefers reduced motion", () => {
    fakeMedia({ width: 1440, reducedMotion: true });
    faqAt1200();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderInPage(<FaqButton />);
    fireEvent.click(screen.getByRole("button", { name: "FAQs" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1150, behavior: "auto" });
  });

  it("does nothing when the page has no FAQ section", () => {
    fakeMedia({ width: 1440 });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderInPage(<FaqButton />);
    fireEvent.click(screen.getByRole("button", { name: "FAQs" }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
