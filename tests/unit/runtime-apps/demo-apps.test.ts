import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import { createFixtureApi } from "../../../dev/fixture-api/index";
import { appProps } from "../../../src/runtime-apps/app-props";
import { installRegistrations } from "../../../src/runtime-apps/registration";
import { validateBootstrapper } from "../../../src/runtime-apps/validate-bootstrapper";
import { runAsScript } from "./fake-browser";

const appsDir = join(process.cwd(), "dev", "apps");
const fixtureApi = createFixtureApi();
const origin = "http://localhost:9000";
const registrations = installRegistrations(window);

/** The CSS each constructed stylesheet was given: jsdom has no `replaceSync` nor `adoptedStyleSheets`, which the apps style themselves with. */
const sheetText = new WeakMap<CSSStyleSheet, string>();
beforeAll(() => {
  Object.defineProperty(CSSStyleSheet.prototype, "replaceSync", {
    configurable: true,
    value(this: CSSStyleSheet, text: string): void {
      sheetText.set(this, text);
    },
  });
  let adopted: CSSStyleSheet[] = [];
  Object.defineProperty(document, "adoptedStyleSheets", { configurable: true, get: () => adopted, set: (sheets: CSSStyleSheet[]) => void (adopted = sheets) });
});

/** Runs a demo app's scripts the way the loader would: its bootstrapper's list, validated, in order. */
function loadDemo(app: string): void {
  const base = `${origin}/apps/${app}/`;
  const answer: unknown = JSON.parse(readFileSync(join(appsDir, app, "bootstrapper.json"), "utf8"));
  for (const script of validateBootstrapper(app, base, answer)) {
    runAsScript(script.url, () => new Function(readFileSync(join(appsDir, app, script.url.slice(base.length)), "utf8"))());
  }
}

/** Mounts a demo app for a market into a fresh element, with the fixture API behind fetch. */
function mount(app: string, market: { id: string; locale: string; defaultCurrency: string; acceptLanguage: string[] }, options = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => fixtureApi.fetch(String(input).replace("/api/", "/"), init)),
  );
  loadDemo(app);
  const create = registrations.get(app, `${origin}/apps/${app}/`);
  if (!create) throw new Error(`${app} registered no create function`);
  const element = document.body.appendChild(document.createElement("div"));
  const handle = create(element, appProps(market, "dev", origin, `${origin}/apps/${app}/`, options));
  return { element, handle };
}

const germany = { id: "de", locale: "de-DE", defaultCurrency: "EUR", acceptLanguage: ["de-DE", "de"] };
const usa = { id: "us", locale: "en-US", defaultCurrency: "USD", acceptLanguage: ["en-US", "en"] };

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

describe("the demo runtime apps", () => {
  it("booking engine: a German search form with prices in euros, and offers from the fixture API", async () => {
    const { element } = mount("rac-search", germany);
    expect(within(element).getByRole("heading", { name: "Finden Sie Ihren Mietwagen" })).toBeInTheDocument();
    expect(element).toHaveTextContent("Preise in EUR · Autos ab 39,00 € pro Tag");
    within(element).getByRole("button", { name: "Autos anzeigen" }).click();
    expect(within(element).getByRole("alert")).toHaveTextContent("Pflichtfeld darf nicht leer bleiben.");
    const place = within(element).getByLabelText("Abholort");
    if (!(place instanceof HTMLInputElement)) throw new Error("no input");
    place.value = "Airport Terminal 1";
    within(element).getByRole("button", { name: "Autos anzeigen" }).click();
    await waitFor(() => expect(within(element).getByRole("list")).toHaveTextContent("Compact hatchback oder ähnlich39,00 € pro Tag"));
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining(`${origin}/api/v1/rentaloffers/offers?`), expect.objectContaining({ headers: expect.objectContaining({ "accept-language": "de-DE, de;q=0.9" }) }));
  });

  it("booking engine in truck mode (vehicleType L): van and truck texts, and only van and truck offers", async () => {
    const { element } = mount("rac-search", germany, { vehicleType: "L" });
    expect(within(element).getByRole("heading", { name: "Transporter oder Lkw finden" })).toBeInTheDocument();
    expect(element).toHaveTextContent("Transporter ab 89,00 € pro Tag");
    const place = within(element).getByLabelText("Abholort");
    if (!(place instanceof HTMLInputElement)) throw new Error("no input");
    place.value = "Airport Terminal 1";
    within(element).getByRole("button", { name: "Fahrzeuge anzeigen" }).click();
    await waitFor(() => expect(within(element).getByRole("status")).toHaveTextContent("1 Angebote"));
    expect(within(element).getByRole("list")).toHaveTextContent("Box van 3.5 t oder ähnlich");
    expect(within(element).getByRole("list")).not.toHaveTextContent("Compact hatchback");
  });

  it("booking engine with vehicleType P lists cars only", async () => {
    const { element } = mount("rac-search", usa, { vehicleType: "P" });
    expect(within(element).getByRole("heading", { name: "Find your rental car" })).toBeInTheDocument();
    const place = within(element).getByLabelText("Pickup location");
    if (!(place instanceof HTMLInputElement)) throw new Error("no input");
    place.value = "Central Station";
    within(element).getByRole("button", { name: "Show cars" }).click();
    await waitFor(() => expect(within(element).getByRole("status")).toHaveTextContent("3 offers"));
    expect(within(element).getByRole("list")).not.toHaveTextContent("Box van");
  });

  it("sign-in widget: opens its form and follows the layout's options", () => {
    const { element } = mount("account", usa, { rideTerms: true, appleSignIn: false, googleSignIn: false, manageBookings: false, switcher: false });
    const toggle = within(element).getByRole("button", { name: "Log in" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    toggle.click();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(element).getByLabelText("Email")).toHaveFocus();
    expect(element).toHaveTextContent("By logging in you accept the ride terms.");
    expect(within(element).queryByRole("button", { name: "Continue with Apple" })).toBeNull();
    expect(within(element).queryByRole("link", { name: "Manage bookings" })).toBeNull();
    expect(within(element).queryByRole("group", { name: "Customer type" })).toBeNull();
  });

  it("sign-in widget: shows the optional parts when the layout does not turn them off", () => {
    const { element } = mount("account", germany);
    within(element).getByRole("button", { name: "Anmelden" }).click();
    expect(within(element).getByRole("button", { name: "Weiter mit Apple" })).toBeVisible();
    expect(within(element).getByRole("group", { name: "Kundenart" })).toBeInTheDocument();
    expect(element).not.toHaveTextContent("Fahrbedingungen");
  });

  it("ride home: the first-ride discount in the page's currency and the ride classes", async () => {
    const { element } = mount("ride-home", germany);
    expect(element).toHaveTextContent("15 € Rabatt auf Ihre erste Fahrt");
    await waitFor(() => expect(within(element).getByRole("list", { name: "Fahrzeugklassen" })).toHaveTextContent("Business class · 3 Sitze"));
  });

  it("plus offer list: offers priced per month in the page's currency", async () => {
    const { element } = mount("plus-offer-list", usa);
    expect(screen.getByText("Loading offers…")).toBeInTheDocument();
    await waitFor(() => expect(within(element).getAllByRole("listitem")).toHaveLength(3));
    expect(element).toHaveTextContent("$529.00 per month");
    expect(element).toHaveTextContent("Minimum term: 6 months");
  });

  it("ride booking: asks for both addresses, then shows a fixed price in the page's currency", () => {
    const { element } = mount("phoenix", germany);
    within(element).getByRole("button", { name: "Preis anzeigen" }).click();
    expect(within(element).getByRole("status")).toHaveTextContent("Pflichtfeld darf nicht leer bleiben.");
    expect(within(element).getByLabelText("Abholadresse")).toHaveFocus();
    for (const [label, value] of [["Abholadresse", "Hauptstraße 1"], ["Ziel", "Flughafen"]] as const) {
      const input = within(element).getByLabelText(label);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    within(element).getByRole("button", { name: "Preis anzeigen" }).click();
    expect(within(element).getByRole("status")).toHaveTextContent(/^Festpreis: \d+,\d\d €$/);
  });

  it("booking funnel: the first step lists cars priced per day in the page's currency", async () => {
    const { element } = mount("zen-funnel-container", germany);
    await waitFor(() => expect(within(element).getAllByRole("listitem")).toHaveLength(4));
    expect(within(element).getAllByRole("listitem")[0]).toHaveTextContent("Compact hatchback · 39,00 € pro Tag");
    within(element).getAllByRole("button", { name: "Auswählen" })[1]?.click();
    expect(within(element).getByRole("status")).toHaveTextContent("Ausgewählt: Mid-size saloon");
  });

  it("digital check-out: asks for a booking number and last name, checks the number, then says the booking is ready", () => {
    const { element } = mount("digital-checkout", germany);
    expect(within(element).getByRole("heading", { name: "Ohne Schalter abholen" })).toBeInTheDocument();
    const submit = within(element).getByRole("button", { name: "Check-out starten" });
    submit.click();
    expect(within(element).getByRole("alert")).toHaveTextContent("Pflichtfeld darf nicht leer bleiben.");
    const number = within(element).getByLabelText("Buchungsnummer");
    const name = within(element).getByLabelText("Nachname");
    if (!(number instanceof HTMLInputElement) || !(name instanceof HTMLInputElement)) throw new Error("no inputs");
    expect(document.activeElement).toBe(number);
    number.value = "12345";
    name.value = "Muster";
    submit.click();
    expect(within(element).getByRole("alert")).toHaveTextContent("Eine Buchungsnummer hat 10 Ziffern.");
    number.value = "9876543210";
    submit.click();
    expect(within(element).getByRole("alert")).toBeEmptyDOMElement();
    expect(within(element).getByRole("status")).toHaveTextContent("Buchung 9876543210 ist bereit.");
  });

  it("every demo app removes its markup and its styles and stops its requests on unmount", () => {
    for (const app of ["rac-search", "account", "ride-home", "plus-offer-list", "phoenix", "zen-funnel-container", "digital-checkout"]) {
      const { element, handle } = mount(app, usa);
      expect(element).not.toBeEmptyDOMElement();
      const unmount: unknown = Reflect.get(Object(handle), "unmount");
      if (typeof unmount !== "function") throw new Error(`${app} returned no unmount`);
      Reflect.apply(unmount, handle, []);
      expect(element).toBeEmptyDOMElement();
      expect(document.adoptedStyleSheets, app).toEqual([]);
    }
  });

  it("every demo app styles itself with a constructed stylesheet, never a <style> element the site's CSP refuses", () => {
    for (const app of ["rac-search", "account", "ride-home", "plus-offer-list", "phoenix", "zen-funnel-container", "digital-checkout"]) {
      const first = mount(app, usa);
      // A second slot with the same app: the loader runs its scripts once and calls create again.
      const create = registrations.get(app, `${origin}/apps/${app}/`);
      const second = { handle: create?.(document.body.appendChild(document.createElement("div")), appProps(usa, "dev", origin, `${origin}/apps/${app}/`, {})) };
      expect(first.element.querySelector("style, [style]"), app).toBeNull();
      // One sheet for every mounted copy, with the app's own rules, kept until the last copy unmounts.
      expect(document.adoptedStyleSheets, app).toHaveLength(1);
      const [sheet] = document.adoptedStyleSheets;
      expect(sheet && sheetText.get(sheet), app).toMatch(/^\.[a-z]+\b/);
      for (const { handle } of [first, second]) {
        expect(document.adoptedStyleSheets, app).toHaveLength(1);
        Reflect.apply(Reflect.get(Object(handle), "unmount"), handle, []);
      }
      expect(document.adoptedStyleSheets, app).toEqual([]);
    }
  });
});
