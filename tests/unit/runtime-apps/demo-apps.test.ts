// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import { appFile } from "../../../dev/apps/handler";
import { createFixtureApi } from "../../../dev/fixture-api/index";
import { markets, type Market } from "../../../markets/index";
import { appProps } from "../../../src/runtime-apps/app-props";
import type { SlotName } from "../../../src/runtime-apps/slots";
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
  Object.defineProperty(document, "adoptedStyleSheets", {
    configurable: true,
    get: () => adopted,
    set: (sheets: CSSStyleSheet[]) => void (adopted = sheets),
  });
});

/** Runs a demo app's scripts the way the loader would: its bootstrapper's list, validated, in order. */
function loadDemo(app: string): void {
  const base = `${origin}/apps/${app}/`;
  const answer: unknown = JSON.parse(readFileSync(join(appsDir, app, "bootstrapper.json"), "utf8"));
  for (const script of validateBootstrapper(app, base, answer)) {
    const file = appFile(appsDir, app, script.url.slice(base.length));
    if (!file) throw new Error(`${app}: no file for ${script.url}`);
    runAsScript(script.url, () => new Function(readFileSync(file, "utf8"))());
  }
}

/** The fixture's fault injection for the next calls (`endpoint:kind`, dev/fixture-api/faults.ts), or none. */
let fixtureFault: string | undefined;

/** Mounts a demo app for a market into a fresh element, with the fixture API behind fetch. */
function mount(app: string, market: Market, options = {}, slot?: SlotName, datePattern = "DD.MM.YYYY") {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (fixtureFault) headers.set("x-fixture-fault", fixtureFault);
      return fixtureApi.fetch(String(input).replace("/api/", "/"), { ...init, headers });
    }),
  );
  loadDemo(app);
  const create = registrations.get(app, `${origin}/apps/${app}/`);
  if (!create) throw new Error(`${app} registered no create function`);
  const element = document.body.appendChild(document.createElement("div"));
  const handle = create(element, appProps(market, datePattern, "dev", origin, `${origin}/apps/${app}/`, options, slot));
  return { element, handle };
}

/** The apps of the zen funnel, the long-term rental page and the other places of src/runtime-apps/app-places.ts. */
const placedApps = [
  "zen-home",
  "zen-search",
  "zen-offer-list",
  "zen-services",
  "zen-offer-checkout",
  "zen-auth",
  "zen-nearby-branches",
  "zen-confirmation",
  "long-term-rental-container",
  "long-term-rental-mileage-update",
  "long-term-rental-user-acceptance",
  "account-invoice-correction",
  "plus-unlimited",
  "help-center",
  "debugger",
];

/** The account family's demo apps beside the sign-in widget's. */
const accountFamily = ["account-bookings", "account-profiles", "account-subscriptions", "account-business-hub"];

function marketById(id: string): Market {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
}
const germany = marketById("de");
const usa = marketById("us");

afterEach(() => {
  fixtureFault = undefined;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

describe("the demo runtime apps", () => {
  it("booking engine: a German search form with prices in euros, and offers from the fixture API", async () => {
    const { element } = mount("rac-search", germany);
    expect(within(element).getByRole("heading", { name: "Finden Sie Ihren Mietwagen" })).toBeInTheDocument();
    expect(element).toHaveTextContent("Autos ab 39,00 € pro Tag");
    within(element).getByRole("button", { name: "Autos anzeigen" }).click();
    expect(within(element).getByRole("alert")).toHaveTextContent("Pflichtfeld darf nicht leer bleiben.");
    const place = within(element).getByLabelText("Abholort");
    if (!(place instanceof HTMLInputElement)) throw new Error("no input");
    place.value = "Airport Terminal 1";
    within(element).getByRole("button", { name: "Autos anzeigen" }).click();
    await waitFor(() => expect(within(element).getByRole("list")).toHaveTextContent("Compact hatchback oder ähnlich39,00 € pro Tag"));
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining(`${origin}/api/v1/rentaloffers/offers?`),
      expect.objectContaining({ headers: expect.objectContaining({ "accept-language": "de-DE, de;q=0.9" }) }),
    );
  });

  it("booking engine: starts at the market's initial times, in its clock", () => {
    const american = mount("rac-search", usa, {}, "booking-engine").element;
    expect(within(american).getByLabelText("Pickup time")).toHaveDisplayValue("12:30 PM");
    expect(within(american).getByLabelText("Return time")).toHaveDisplayValue("08:30 AM");
    const german = mount("rac-search", germany, {}, "booking-engine").element;
    expect(within(german).getByLabelText("Abholzeit")).toHaveDisplayValue("12:30");
    expect(within(german).getByLabelText("Rückgabezeit")).toHaveDisplayValue("08:30");
  });

  it("booking engine: writes the searched dates in the page's pattern, not the browser's", async () => {
    const { element } = mount("rac-search", usa, {}, "booking-engine", "MM/DD/YYYY");
    const field = (label: string): HTMLInputElement => {
      const input = within(element).getByLabelText(label);
      if (!(input instanceof HTMLInputElement)) throw new Error(`no input ${label}`);
      return input;
    };
    field("Pickup location").value = "Central Station";
    field("Pickup date").value = "2026-01-05";
    field("Return date").value = "2026-01-08";
    within(element).getByRole("button", { name: "Show cars" }).click();
    await waitFor(() => expect(within(element).getByRole("status")).toHaveTextContent(/offers, 01\/05\/2026 – 01\/08\/2026$/));
  });

  it("booking engine: offers the market's currencies without the hidden ones, and shows prices in the one picked", async () => {
    const { element } = mount("rac-search", usa, {}, "booking-engine");
    const picker = within(element).getByLabelText("Currency");
    if (!(picker instanceof HTMLSelectElement)) throw new Error("no select");
    const codes = [...picker.options].map((o) => o.value);
    expect(picker).toHaveDisplayValue("USD");
    expect(codes).toContain("EUR");
    expect(codes).not.toContain("AED");
    picker.value = "EUR";
    picker.dispatchEvent(new Event("change"));
    expect(element).toHaveTextContent("Prices in EUR");
    const place = within(element).getByLabelText("Pickup location");
    if (!(place instanceof HTMLInputElement)) throw new Error("no input");
    place.value = "Central Station";
    within(element).getByRole("button", { name: "Show cars" }).click();
    await waitFor(() => expect(within(element).getByRole("list")).toHaveTextContent("Compact hatchback or similar€39.00 a day"));
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining("currency=EUR"), expect.anything());
  });

  it("booking engine: lists the market's branches and fills in the branch a link preselected", async () => {
    const { element } = mount("rac-search", germany, { pickupBranchId: "de-munchen-airport" });
    const place = within(element).getByLabelText("Abholort");
    await waitFor(() => expect(place).toHaveValue("München Flughafen"));
    expect(fetch).toHaveBeenCalledWith(`${origin}/api/v1/branch/next/stations?country=DE`, expect.anything());
    expect(element.querySelectorAll("datalist option").length).toBeGreaterThanOrEqual(8);
  });

  it("booking engine: leaves the pickup empty for a branch it does not know", async () => {
    const { element } = mount("rac-search", germany, { pickupBranchId: "nowhere" });
    await waitFor(() => expect(element.querySelectorAll("datalist option").length).toBeGreaterThan(0));
    expect(within(element).getByLabelText("Abholort")).toHaveValue("");
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
    const { element } = mount("account", usa, {
      rideTerms: true,
      appleSignIn: false,
      googleSignIn: false,
      manageBookings: false,
      switcher: false,
    });
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
    await waitFor(() =>
      expect(within(element).getByRole("list", { name: "Fahrzeugklassen" })).toHaveTextContent("Business class · 3 Sitze"),
    );
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
    for (const [label, value] of [
      ["Abholadresse", "Hauptstraße 1"],
      ["Ziel", "Flughafen"],
    ] as const) {
      const input = within(element).getByLabelText(label);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    within(element).getByRole("button", { name: "Preis anzeigen" }).click();
    expect(within(element).getByRole("status")).toHaveTextContent(/^Festpreis: \d+,\d\d €$/);
  });

  it("booking journey, details: the offer's extras priced per day, and the rental's total as they are ticked", async () => {
    const search = { pickup: "München", pickupAt: "2027-03-01T12:30", returnAt: "2027-03-04T08:30", currency: "EUR" };
    const { element } = mount("digital-checkout-extras", germany, { ...search, offerId: "of-2", extras: "ex-child-seat" });
    const seat = await within(element).findByRole("checkbox", { name: /^Kindersitz · 8,00\s€ pro Tag$/ });
    expect(seat).toBeChecked();
    expect(element).toHaveTextContent("Gesamt für 3 Tage: 187,50 €");
    seat.click();
    expect(element).toHaveTextContent("Gesamt für 3 Tage: 163,50 €");
  });

  it("booking journey, confirmation: the reservation number and its activities, in the page's date pattern and the market's clock", async () => {
    const booked = await fixtureApi.handle(
      new Request("http://fixture.local/v1/rentalreservations/create", {
        method: "POST",
        body: JSON.stringify({
          idempotencyKey: "demo-apps-confirmation",
          offerId: "of-1",
          extras: [],
          pickup: "New York Airport",
          pickupAt: "2027-03-01T12:30",
          returnAt: "2027-03-02T12:30",
          currency: "USD",
          driver: {
            firstName: "Grace",
            lastName: "Hopper",
            email: "grace@example.com",
            country: "US",
            address: { street: "250 Main Street", city: "Springfield", region: "IL", postcode: "62701" },
          },
        }),
      }),
    );
    const { reservationId, reservationNumber } = (await booked.json()) as { reservationId: string; reservationNumber: string };
    const { element } = mount("digital-checkout-confirmation", usa, { reservationId }, undefined, "MM/DD/YYYY");
    await waitFor(() => expect(within(element).getByRole("definition")).toHaveTextContent(reservationNumber));
    const activities = within(element).getAllByRole("listitem");
    expect(activities.map((item) => item.textContent?.split(" · ")[0])).toEqual(["Reservation created", "Confirmation sent by email"]);
    expect(activities[0]).toHaveTextContent(/ · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
  });

  it("booking funnel: the first step lists cars priced per day in the page's currency", async () => {
    const { element } = mount("zen-funnel-container", germany);
    await waitFor(() => expect(within(element).getAllByRole("listitem")).toHaveLength(4));
    expect(within(element).getAllByRole("listitem")[0]).toHaveTextContent("Compact hatchback · 39,00 € pro Tag");
    within(element).getAllByRole("button", { name: "Auswählen" })[1]?.click();
    expect(within(element).getByRole("status")).toHaveTextContent("Ausgewählt: Mid-size saloon");
  });

  it("zen funnel: the search hands branch and dates to the offer list in the hash, which links each car on to the extras", async () => {
    window.location.hash = "#/search?branch=de-berlin-airport";
    const search = mount("zen-search", germany).element;
    await waitFor(() => expect(within(search).getByRole("combobox", { name: "Abholstation" })).toHaveValue("de-berlin-airport"));
    within(search).getByRole("button", { name: "Autos anzeigen" }).click();
    expect(window.location.hash).toMatch(/^#\/offers\?branch=de-berlin-airport&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    const list = mount("zen-offer-list", germany, {}, undefined, "DD.MM.YYYY").element;
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(4));
    expect(within(list).getByText(/^\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}/)).toBeInTheDocument();
    const choose = within(list).getByRole("link", { name: "Auswählen: Compact hatchback" });
    expect(choose.getAttribute("href")).toMatch(/^#\/extras\?offer=of-1&price=39&currency=EUR&branch=de-berlin-airport&from=/);
  });

  it("zen sign-in: signs the known customer in, keeps the session for the account apps and returns to the step it came from", async () => {
    window.location.hash = `#/sign-in?next=${encodeURIComponent("#/checkout?offer=of-1")}`;
    const { element } = mount("zen-auth", usa);
    const email = within(element).getByRole("textbox", { name: "E-mail" });
    const password = within(element).getByLabelText("Password");
    (email as HTMLInputElement).value = "registered@example.com";
    (password as HTMLInputElement).value = "wrong password";
    within(element).getByRole("button", { name: "Sign in" }).click();
    await waitFor(() => expect(within(element).getByRole("status")).toHaveTextContent("The e-mail address or the password is not right."));
    (password as HTMLInputElement).value = "movanta-demo-1";
    within(element).getByRole("button", { name: "Sign in" }).click();
    await waitFor(() => expect(window.location.hash).toBe("#/checkout?offer=of-1"));
    expect(JSON.parse(sessionStorage.getItem("movanta.session") ?? "{}")).toMatchObject({ email: "registered@example.com" });
    sessionStorage.clear();
  });

  it("sign-in widget: signs in through the login endpoint, shows who is signed in, and the bookings list reads the same session", async () => {
    const widget = mount("account", usa).element;
    within(widget).getByRole("button", { name: "Log in" }).click();
    (within(widget).getByLabelText("Email") as HTMLInputElement).value = "registered@example.com";
    (within(widget).getByLabelText("Password") as HTMLInputElement).value = "wrong password";
    within(widget).getByRole("button", { name: "Log in" }).click();
    await waitFor(() => expect(within(widget).getByRole("alert")).toHaveTextContent("The e-mail address or the password is not right."));
    (within(widget).getByLabelText("Password") as HTMLInputElement).value = "movanta-demo-1";
    within(widget).getByRole("button", { name: "Log in" }).click();
    await waitFor(() => expect(widget).toHaveTextContent("Signed in as registered@example.com"));
    expect(within(widget).getByRole("button", { name: "Sign out" })).toHaveFocus();
    expect(JSON.parse(sessionStorage.getItem("movanta.session") ?? "{}")).toMatchObject({ email: "registered@example.com" });
    expect(mount("account-bookings", germany, { mode: "list" }).element).toHaveTextContent("Angemeldet als registered@example.com.");
    within(widget).getByRole("button", { name: "Sign out" }).click();
    expect(within(widget).getByRole("button", { name: "Log in" })).toHaveFocus();
    expect(sessionStorage.getItem("movanta.session")).toBeNull();
  });

  it("account area: a session the zen sign-in stored shows the signed-in overview, and an expired one does not", async () => {
    window.location.hash = "#/sign-in";
    const signIn = mount("zen-auth", usa).element;
    (within(signIn).getByRole("textbox", { name: "E-mail" }) as HTMLInputElement).value = "registered@example.com";
    (within(signIn).getByLabelText("Password") as HTMLInputElement).value = "movanta-demo-1";
    within(signIn).getByRole("button", { name: "Sign in" }).click();
    await waitFor(() => expect(sessionStorage.getItem("movanta.session")).not.toBeNull());
    const overview = mount("account", germany, { view: "overview" }).element;
    expect(overview).toHaveTextContent("Angemeldet als registered@example.com");
    expect(within(overview).getByRole("list", { name: "Ihr Konto" })).toBeInTheDocument();
    const session: unknown = JSON.parse(sessionStorage.getItem("movanta.session") ?? "{}");
    sessionStorage.setItem("movanta.session", JSON.stringify({ ...Object(session), expiresAt: "2020-01-01T00:00:00.000Z" }));
    expect(within(mount("account", germany, { view: "overview" }).element).getByRole("button", { name: "Anmelden" })).toBeVisible();
    sessionStorage.clear();
  });

  it("zen checkout: books the car once through the reservation endpoint, and the confirmation reads it back by its activities", async () => {
    const search = "offer=of-1&price=39&currency=EUR&branch=de-berlin-airport&from=2030-01-02&to=2030-01-05&extras=ex-child-seat";
    window.location.hash = `#/checkout?${search}`;
    const checkout = mount("zen-offer-checkout", germany).element;
    const withKey = window.location.hash;
    expect(withKey).toMatch(/&key=zk-[a-z0-9]{12}$/);
    expect(within(checkout).getByRole("link", { name: "Zurück zu den Extras" })).toHaveAttribute("href", `#/extras?${search}`);
    await waitFor(() => expect(within(checkout).getByRole("textbox", { name: "Postleitzahl" })).toBeInTheDocument());
    const type = (name: string, value: string) =>
      void ((within(checkout).getByRole("textbox", { name }) as HTMLInputElement).value = value);
    type("Vorname", "Ada");
    type("Nachname", "Lovelace");
    type("E-Mail", "ada@example.com");
    type("Straße", "Invalidenstraße");
    type("Hausnummer", "1");
    type("Postleitzahl", "1011");
    type("Ort", "Berlin");
    within(checkout).getByRole("button", { name: "Jetzt buchen" }).click();
    expect(within(checkout).getByRole("alert")).toHaveTextContent("Postleitzahl: Bitte prüfen Sie diese Angabe.");
    type("Postleitzahl", "10115");
    const calls = vi.mocked(fetch).mock.calls;
    const creates = () => calls.filter(([url]) => String(url).endsWith("/v1/rentalreservations/create")).length;
    within(checkout).getByRole("button", { name: "Jetzt buchen" }).click();
    within(checkout).getByRole("button", { name: "Wird gebucht…" }).click();
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/confirmation\?.*&reservation=res-\d+$/));
    expect(creates()).toBe(1);
    const reservation = new URLSearchParams(window.location.hash.split("?")[1]).get("reservation");

    const confirmation = mount("zen-confirmation", germany, {}, undefined, "DD.MM.YYYY").element;
    await waitFor(() => expect(confirmation).toHaveTextContent(/Buchungsnummer: MV\d{7}/));
    expect(confirmation).toHaveTextContent("02.01.2030 – 05.01.2030");
    const activities = within(within(confirmation).getByRole("list", { name: "Was passiert ist" })).getAllByRole("listitem");
    expect(activities.map((item) => item.textContent?.split(" · ")[0])).toEqual([
      "Reservierung angelegt",
      "Extras hinzugefügt",
      "Bestätigung per E-Mail gesendet",
    ]);
    expect(activities[0]).toHaveTextContent(/ · \d\d\.\d\d\.\d{4} \d\d:\d\d$/);

    // Back to the checkout (its key kept in the hash) and book again: the same reservation.
    document.body.replaceChildren();
    window.location.hash = withKey;
    const again = mount("zen-offer-checkout", germany).element;
    await waitFor(() => expect(within(again).getByRole("textbox", { name: "Ort" })).toBeInTheDocument());
    for (const [name, value] of [
      ["Vorname", "Ada"],
      ["Nachname", "Lovelace"],
      ["E-Mail", "ada@example.com"],
      ["Straße", "Invalidenstraße"],
      ["Hausnummer", "1"],
      ["Postleitzahl", "10115"],
      ["Ort", "Berlin"],
    ] as const)
      (within(again).getByRole("textbox", { name }) as HTMLInputElement).value = value;
    within(again).getByRole("button", { name: "Jetzt buchen" }).click();
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/confirmation\?/));
    expect(new URLSearchParams(window.location.hash.split("?")[1]).get("reservation")).toBe(reservation);
  });

  it("zen checkout: an offer that is gone says so and leads back to the list of the same search", async () => {
    window.location.hash = "#/checkout?offer=of-99&currency=USD&branch=us-new-york&from=2030-01-02&to=2030-01-05";
    const { element } = mount("zen-offer-checkout", usa);
    await waitFor(() => expect(within(element).getByRole("textbox", { name: "State or region" })).toBeInTheDocument());
    for (const [name, value] of [
      ["First name", "Grace"],
      ["Last name", "Hopper"],
      ["E-mail", "grace@example.com"],
      ["Street", "250 Main Street"],
      ["City", "Springfield"],
      ["State or region", "IL"],
      ["Postal code", "62701"],
    ] as const)
      (within(element).getByRole("textbox", { name }) as HTMLInputElement).value = value;
    within(element).getByRole("button", { name: "Book now" }).click();
    await waitFor(() => expect(within(element).getByRole("alert")).toHaveTextContent("This car is no longer available."));
    expect(within(element).getByRole("link", { name: "Choose another car" })).toHaveAttribute(
      "href",
      "#/offers?branch=us-new-york&from=2030-01-02&to=2030-01-05",
    );
    expect(within(element).getByRole("button", { name: "Book now" })).toBeEnabled();
  });

  it("zen services: the extras the API offers with the car, named and priced in the page's language and currency", async () => {
    window.location.hash = "#/extras?offer=of-1&currency=EUR&branch=de-berlin-airport&from=2030-01-02&to=2030-01-05&extras=ex-driver";
    const { element } = mount("zen-services", germany);
    await waitFor(() => expect(within(element).getAllByRole("checkbox")).toHaveLength(3));
    expect(within(element).getByRole("checkbox", { name: "Zusatzfahrer" })).toBeChecked();
    expect(element).toHaveTextContent("Kindersitz8,00 € pro Tag");
    within(element).getByRole("checkbox", { name: "Vollschutz" }).click();
    within(element).getByRole("button", { name: "Weiter" }).click();
    expect(window.location.hash).toMatch(/^#\/checkout\?.*&extras=ex-driver%2Cex-protection$/);
  });

  it("long-term rental: the branches of the market's country with the most long-term cars, or none, or a failure with a retry", async () => {
    const fleet = mount("long-term-rental-container", germany).element;
    expect(fleet).toHaveTextContent("Filialen mit Langzeitmiet-Autos werden gesucht…");
    await waitFor(() =>
      expect(fleet).toHaveTextContent(/Langzeitmiet-Autos in: [^,]+ \(16 Autos\), [^,]+ \(16 Autos\), [^,]+ \(\d\d Autos\)/),
    );

    expect(mount("long-term-rental-container", { ...germany, countryAlpha2: "ZZ" }).element).toHaveTextContent(
      "Filialen mit Langzeitmiet-Autos werden gesucht…",
    );
    await waitFor(() => expect(document.body).toHaveTextContent("Gerade hat keine Filiale Langzeitmiet-Autos."));

    document.body.replaceChildren();
    fixtureFault = "apps.fleet.locations:500";
    const failed = mount("long-term-rental-container", usa).element;
    await waitFor(() => expect(failed).toHaveTextContent("The branches could not be loaded."));
    fixtureFault = undefined;
    within(failed).getByRole("button", { name: "Try again" }).click();
    await waitFor(() => expect(failed).toHaveTextContent(/Long-term cars at: [^,]+ \(\d\d cars\)/));
  });

  it("zen nearby branches: lists the branches nearest to the visitor, each starting the search with it", async () => {
    const { element } = mount("zen-nearby-branches", germany);
    await waitFor(() => expect(within(element).getAllByRole("listitem").length).toBeGreaterThan(0));
    const first = within(element).getAllByRole("link")[0];
    expect(first?.getAttribute("href")).toMatch(/^#\/search\?branch=de-[a-z-]+$/);
    expect(within(element).getAllByRole("listitem")[0]).toHaveTextContent(/km entfernt/);
  });

  it("account area: the overview links the area's routes as hashes of the same page, subscriptions only when told; the settings view has the sign-in form", () => {
    const overview = mount("account", germany, { view: "overview" });
    const routes = within(overview.element).getByRole("list", { name: "Ihr Konto" });
    expect(within(routes).getByRole("link", { name: "Meine Buchungen" })).toHaveAttribute("href", "#/bookings");
    expect(within(routes).getByRole("link", { name: "Buchung ohne Anmeldung finden" })).toHaveAttribute("href", "#/manage-my-booking-info");
    expect(within(routes).queryByRole("link", { name: "Meine Abos" })).toBeNull();
    const withSubscriptions = mount("account", germany, { view: "overview", subscriptions: true });
    const all = within(withSubscriptions.element).getByRole("list", { name: "Ihr Konto" });
    expect(within(all).getByRole("link", { name: "Meine Abos" })).toHaveAttribute("href", "#/subscriptions");
    const settings = mount("account", usa, { view: "settings" });
    expect(settings.element).toHaveTextContent("Sign in to change your email address, password and communication preferences.");
    within(settings.element).getByRole("button", { name: "Log in" }).click();
    expect(within(settings.element).getByLabelText("Email")).toHaveFocus();
    expect(within(settings.element).getByRole("link", { name: "Manage bookings" })).toHaveAttribute("href", "#/manage-my-booking-info");
  });

  it("bookings: the list says how to see them; the manage mode finds one booking by number and name", () => {
    const list = mount("account-bookings", usa, { mode: "list" });
    expect(within(list.element).getByRole("link", { name: "Find a booking without signing in" })).toHaveAttribute(
      "href",
      "#/manage-my-booking-info",
    );
    const manage = mount("account-bookings", germany, { mode: "manage" });
    const form = within(manage.element).getByRole("form", { name: "Buchung finden" });
    within(form).getByRole("button", { name: "Buchung finden" }).click();
    expect(within(manage.element).getByRole("status")).toHaveTextContent("Pflichtfeld darf nicht leer bleiben.");
    expect(within(form).getByLabelText("Buchungsnummer")).toHaveFocus();
  });

  it("profiles and subscriptions: what a signed-in customer finds there, subscriptions priced in the page's currency", () => {
    expect(within(mount("account-profiles", usa).element).getByRole("list", { name: "Profile types" })).toHaveTextContent(
      "PrivateBusiness",
    );
    expect(mount("account-subscriptions", germany).element).toHaveTextContent("ab 399 € im Monat");
  });

  it("business hub: the login mode asks for email and password, the sign-up mode checks the spec's rules", () => {
    const login = mount("account-business-hub", usa, { mode: "login" });
    const loginForm = within(login.element).getByRole("form", { name: "Business login" });
    expect(within(loginForm).queryByLabelText("Company name")).toBeNull();
    const signup = mount("account-business-hub", usa, { mode: "signup" });
    const form = within(signup.element).getByRole("form", { name: "Open a business account" });
    const fill = (label: string, value: string) => {
      const input = within(form).getByLabelText(label);
      if (input instanceof HTMLInputElement) input.value = value;
    };
    const says = (text: string) => {
      within(form).getByRole("button", { name: "Create business account" }).click();
      expect(within(signup.element).getByRole("status")).toHaveTextContent(text);
    };
    says("Required field cannot be left empty.");
    expect(within(form).getByLabelText("Company name")).toHaveFocus();
    [
      ["Company name", "Acme"],
      ["First name", "A".repeat(51)],
      ["Last name", "Muster"],
      ["Business email", "ada@acme"],
      ["Password", " secret12"],
    ].forEach(([label = "", value = ""]) => fill(label, value));
    says("First name: at most 50 characters.");
    fill("First name", "Ada");
    says("Invalid email");
    fill("Business email", "ada@acme.example");
    says("Password: no spaces at the start or end.");
    fill("Password", "x".repeat(51));
    says("Password: at most 50 characters.");
    fill("Password", "secret12");
    says("Demo only: nothing was sent.");
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
    for (const app of [
      "rac-search",
      "account",
      "ride-home",
      "plus-offer-list",
      "phoenix",
      "zen-funnel-container",
      "digital-checkout",
      ...accountFamily,
      ...placedApps,
    ]) {
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
    for (const app of [
      "rac-search",
      "account",
      "ride-home",
      "plus-offer-list",
      "phoenix",
      "zen-funnel-container",
      "digital-checkout",
      ...accountFamily,
      ...placedApps,
    ]) {
      const first = mount(app, usa);
      // A second slot with the same app: the loader runs its scripts once and calls create again.
      const create = registrations.get(app, `${origin}/apps/${app}/`);
      const second = {
        handle: create?.(
          document.body.appendChild(document.createElement("div")),
          appProps(usa, "DD.MM.YYYY", "dev", origin, `${origin}/apps/${app}/`, {}),
        ),
      };
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

  it("follow the page's colour scheme: every neutral colour is the page's token, its light value only the fallback", () => {
    // The ride home app is a dark card in both schemes; orange and the black on it are the same in both.
    const neutral = /#(?:fff|1a1a1a|545454|dcdcdc|767676|f4f4f4|b00020)\b/gi;
    for (const app of readdirSync(appsDir).filter((name) => name !== "ride-home")) {
      for (const file of ["main.js", "skeleton.js", "kit.js"].map((name) => join(appsDir, app, name)).filter(existsSync)) {
        const bare = readFileSync(file, "utf8").replace(/var\(--color-[a-z-]+,#[0-9a-f]+\)/gi, "");
        expect(bare.match(neutral) ?? [], file).toEqual([]);
      }
    }
  });
});
