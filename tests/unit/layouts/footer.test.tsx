import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseFooterText } from "../../../src/layouts/parts/footer/parse-footer-text";
import { SiteFooter } from "../../../src/layouts/parts/footer/site-footer";
import { ZenFooter } from "../../../src/layouts/parts/footer/zen-footer";
import { renderInPage } from "./page-fixture";

const links = [
  { title: "Privacy", url: "/privacy", target: 0 },
  { title: "Terms (PDF)", url: "https://www.movanta.com/terms.pdf", target: 1 },
  { title: "Partner site", url: "https://partner.example", target: 7 },
  { title: "Imprint", url: "/imprint" },
];

describe("the footer", () => {
  it("lists its links under the footer's contentinfo with the footer text", () => {
    renderInPage(<SiteFooter footer={{ links, footer_text: "© Movanta. Call +1 (888) 274-9000." }} />);
    const footer = screen.getByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Footer links" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Privacy", "Terms (PDF)", "Partner site", "Imprint"]);
    expect(footer).toHaveTextContent("Call +1 (888) 274-9000.");
  });

  it("opens target 0 and no target in the same window", () => {
    renderInPage(<SiteFooter footer={{ links }} />);
    for (const name of ["Privacy", "Imprint"]) {
      const link = screen.getByRole("link", { name });
      expect(link).not.toHaveAttribute("target");
      expect(link).not.toHaveAttribute("rel");
    }
  });

  it("opens target 1 in a new window without opener or referrer", () => {
    renderInPage(<SiteFooter footer={{ links }} />);
    const link = screen.getByRole("link", { name: "Terms (PDF)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("passes other target values through as a named window, without opener or referrer", () => {
    renderInPage(<SiteFooter footer={{ links }} />);
    expect(screen.getByRole("link", { name: "Partner site" })).toHaveAttribute("target", "7");
    expect(screen.getByRole("link", { name: "Partner site" })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows only the privacy settings for an empty list or no footer block, so consent can be changed on every page", () => {
    const { container, rerender } = renderInPage(<SiteFooter footer={{ links: [], footer_text: "© Movanta" }} />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("navigation", { name: "Footer links" })).toBeNull();
    expect(within(footer).getByRole("button", { name: "Privacy settings" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(container).not.toHaveTextContent("© Movanta");
    rerender(<SiteFooter footer={undefined} />);
    expect(within(screen.getByRole("contentinfo")).getByRole("button", { name: "Privacy settings" })).toBeVisible();
  });
});

describe("the zen footer", () => {
  it("parses its links from the footer text, a leading underscore opening a new window", () => {
    expect(parseFooterText("© Movanta · [Terms](/terms-conditions) · [Imprint](_https://www.movanta.com/imprint)")).toEqual([
      { title: "Terms", url: "/terms-conditions", target: 0 },
      { title: "Imprint", url: "https://www.movanta.com/imprint", target: 1 },
    ]);
  });

  it("drops links whose URL is unsafe", () => {
    expect(parseFooterText("[Click](javascript:alert(1)) [Other host](//evil.example) [Fine](/ok)")).toEqual([
      { title: "Fine", url: "/ok", target: 0 },
    ]);
  });

  it("renders the parsed links, and only the privacy settings for a text without links", () => {
    const { rerender } = renderInPage(<ZenFooter text="[Privacy](/privacy) and [Terms](_/terms.pdf)" />);
    const nav = screen.getByRole("navigation", { name: "Footer links" });
    expect(within(nav).getByRole("link", { name: "Terms" })).toHaveAttribute("rel", "noopener noreferrer");
    rerender(<ZenFooter text="© Movanta, all rights reserved." />);
    expect(screen.queryByRole("navigation", { name: "Footer links" })).toBeNull();
    expect(within(screen.getByRole("contentinfo")).getByRole("button", { name: "Privacy settings" })).toBeVisible();
  });
});
