import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteFooter } from "../../../../src/layouts/parts/footer/site-footer";
import { ConsentBannerExpect } from "../../../../src/features/consent/build/head-script";
import { CONSENT_COOKIE } from "../../../../src/services/consent/state";
import { OnPage } from "../../runtime-apps/page";

const footer = { links: [{ title: "Impressum", url: "/impressum" }] };

describe("the consent banner and the privacy settings", () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
    document.documentElement.removeAttribute("data-consent");
    window.dataLayer = [];
  });
  afterEach(() => {
    document.documentElement.removeAttribute("data-consent");
    document.documentElement.removeAttribute("data-gpc");
  });

  it("asks in the page's language with 'I agree', the limited version and the privacy settings", async () => {
    render(<OnPage>{null}</OnPage>);
    const banner = await screen.findByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    expect(banner).toHaveTextContent("Wir verwenden Cookies");
    for (const name of ["Ich stimme zu", "Eingeschränkte Version nutzen", "Datenschutzeinstellungen"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("leaves for good once answered, keeping the answer in the consent cookie", async () => {
    render(<OnPage>{null}</OnPage>);
    fireEvent.click(await screen.findByRole("button", { name: "Eingeschränkte Version nutzen" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" })).toBeNull());
    expect(Cookies.get(CONSENT_COOKIE)).toBe("1.essential");
  });

  it("ends with the empty element every page's head holds the first frame for, so no frame shows it read in part", async () => {
    render(<OnPage>{null}</OnPage>);
    const banner = await screen.findByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    const end = banner.lastElementChild;
    expect(end?.id).toBeTruthy();
    expect(end).toBeEmptyDOMElement();
    expect(end).not.toBeVisible();
    const { container } = render(<ConsentBannerExpect />);
    const expectLink = container.querySelector('link[rel="expect"]');
    expect(expectLink).toHaveAttribute("href", `#${end?.id ?? ""}`);
    expect(expectLink).toHaveAttribute("blocking", "render");
  });

  it("is not shown to a visitor who answered", async () => {
    document.documentElement.dataset.consent = "performance";
    render(<OnPage>{null}</OnPage>);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" })).toBeNull();
  });

  it("opens the privacy settings from the footer: labelled, focus on the choice, essential always on", async () => {
    document.documentElement.dataset.consent = "performance";
    render(
      <OnPage>
        <SiteFooter footer={footer} />
      </OnPage>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Datenschutzeinstellungen" }));
    const dialog = await screen.findByRole("dialog", { name: "Datenschutzeinstellungen" });
    const performance = screen.getByRole("checkbox", { name: /Leistung/ });
    expect(performance).toHaveFocus();
    expect(performance).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Essenziell/ })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: /Essenziell/ })).toBeChecked();

    // Withdrawal: performance off, saved.
    document.cookie = "_mt_id=MT-DEDE01.1; path=/";
    fireEvent.click(performance);
    fireEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(Cookies.get()).toEqual({ [CONSENT_COOKIE]: "1.essential" });
  });

  const SIGNAL_NOTE = "Wir respektieren das Datenschutzsignal Ihres Browsers: Bis Sie zustimmen, nutzen Sie die eingeschränkte Version.";

  it("holds the note on the browser's privacy signal for every visitor, for the stylesheet to show where the page is marked", async () => {
    render(<OnPage>{null}</OnPage>);
    const banner = await screen.findByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    const note = screen.getByText(SIGNAL_NOTE);
    expect(banner).toContainElement(note);
    expect(note).toHaveClass("consent-gpc");
  });

  it("says beside the performance switch that the browser's signal is honoured, until the visitor agrees", async () => {
    document.documentElement.setAttribute("data-gpc", "");
    render(<OnPage>{null}</OnPage>);
    const banner = await screen.findByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    fireEvent.click(within(banner).getByRole("button", { name: "Datenschutzeinstellungen" }));
    const dialog = await screen.findByRole("dialog", { name: "Datenschutzeinstellungen" });
    const performance = within(dialog).getByRole("checkbox", { name: /Leistung/ });
    expect(performance).not.toBeChecked();
    expect(performance).toHaveAccessibleDescription(SIGNAL_NOTE);

    // Switched on and saved: an explicit answer, which wins over the signal.
    fireEvent.click(performance);
    fireEvent.click(within(dialog).getByRole("button", { name: "Einstellungen speichern" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(Cookies.get(CONSENT_COOKIE)).toBe("1.performance");
  });

  it("says nothing of a signal when the visitor agreed, or when the browser sends none", async () => {
    for (const [gpc, consent] of [
      [true, "performance"],
      [false, "essential"],
    ] as const) {
      document.documentElement.toggleAttribute("data-gpc", gpc);
      document.documentElement.dataset.consent = consent;
      const { unmount } = render(
        <OnPage>
          <SiteFooter footer={footer} />
        </OnPage>,
      );
      fireEvent.click(screen.getByRole("button", { name: "Datenschutzeinstellungen" }));
      const dialog = await screen.findByRole("dialog", { name: "Datenschutzeinstellungen" });
      expect(within(dialog).queryByText(SIGNAL_NOTE)).toBeNull();
      expect(within(dialog).getByRole("checkbox", { name: /Leistung/ })).not.toHaveAccessibleDescription();
      fireEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      unmount();
    }
  });
});
