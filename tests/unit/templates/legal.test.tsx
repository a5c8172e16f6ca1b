import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { messagesOf } from "../../../src/content/text-bundles";
import { parseMarkup } from "../../../src/markup";
import LegalPage from "../../../src/templates/legal";
import { fakeMedia } from "../components/media";
import { pageFor, renderInPage } from "../layouts/page-fixture";
import { repoBundles } from "../repo-bundles";

const terms =
  "# Terms and conditions\n\nThese terms apply to every rental.\n\n## Booking\n\nBook online.\n\n## Cancellation\n\nCancel online.";

describe("The legal page template", () => {
  beforeEach(() => fakeMedia({ width: 375 }));

  it("shows the title as the main heading, then the list of its sections, in the navigation layout", () => {
    renderInPage(<LegalPage />, pageFor("navigation", { template: "legal", body: parseMarkup(terms) }));
    const main = screen.getByRole("main");
    expect(within(main).getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeInTheDocument();
    const contents = within(main).getByRole("navigation", { name: "On this page" });
    expect(within(contents).getByRole("link", { name: "Cancellation" })).toHaveAttribute("href", "#cancellation");
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  });

  it("names the list of sections in the page's language", () => {
    const messages = messagesOf(repoBundles(), "fr-FR");
    const body = parseMarkup("# Conditions générales\n\n## Réservation\n\n## Annulation");
    renderInPage(<LegalPage />, pageFor("navigation", { template: "legal", body, messages, language_code: "fr-FR" }));
    expect(screen.getByRole("navigation", { name: "Sur cette page" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Réservation" })).toHaveAttribute("id", "reservation");
  });

  it("shows a page's questions and answers below its text", () => {
    const faq = [{ question: "What is 3-D Secure?", answer: "An extra check of card payments." }];
    renderInPage(<LegalPage />, pageFor("navigation", { template: "legal", body: parseMarkup("# 3-D Secure"), faq }));
    expect(screen.getByText("What is 3-D Secure?").tagName).toBe("SUMMARY");
  });
});
