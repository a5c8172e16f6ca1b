import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { markets } from "../../../../markets/index";
import { AccountArea } from "../../../../src/features/account-area/account-area";
import { DEBUG_COOKIE } from "../../../../src/runtime-apps/debug-mode";
import type { SitePageContext } from "../../../../src/page-context/page-context";
import { pageFor, Providers } from "../../layouts/page-fixture";
import { InViewObserver } from "../../in-view";
import { json, register, simulateScripts, stubFetch } from "../../runtime-apps/fake-browser";

const family = ["account", "account-bookings", "account-profiles", "account-subscriptions"];
/** What the fake apps did, in order: `mount account-bookings {"mode":"list"}`, `unmount account-bookings`. */
const log: string[] = [];
let stopScripts = (): void => undefined;

/** Each app of the family as a fake: its bootstrapper, and a script that registers a create function. */
beforeAll(() => {
  const base = (app: string) => `${window.location.origin}/apps/${app}/`;
  stubFetch(Object.fromEntries(family.map((app) => [`${base(app)}bootstrapper.json`, () => json({ main: "main.js" })])));
  // The area is on the first screen: its slots start as the runner arrives.
  vi.stubGlobal("IntersectionObserver", InViewObserver);
  stopScripts = simulateScripts(
    Object.fromEntries(
      family.map((app) => [
        `${base(app)}main.js`,
        () =>
          register(app, (element: HTMLElement, props: object) => {
            const options = JSON.stringify(Reflect.get(props, "options"));
            log.push(`mount ${app} ${options}`);
            element.textContent = `${app} ${options}`;
            return { unmount: () => log.push(`unmount ${app}`) };
          }),
      ]),
    ),
  );
});
afterAll(() => {
  stopScripts();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  log.length = 0;
  // Debug mode (on for localhost) would add a status line to each slot.
  document.cookie = `${DEBUG_COOKIE}=off`;
  window.history.replaceState(null, "", "/account");
});

const usPage = pageFor("navigation", { template: "account", title: "My account | Movanta" });
const maltaMarket = markets.find((m) => m.id === "mt");
if (!maltaMarket) throw new Error("the Maltese market is missing");
const maltaPage = pageFor("navigation", { template: "account", market: maltaMarket });
const Page = ({ page = usPage, children }: { page?: SitePageContext; children: ReactNode }) => (
  <Providers page={page}>{children}</Providers>
);

/** Opens the area at a hash, as a visit to `/account#…` does. */
function visit(hash: string, page = usPage) {
  window.history.replaceState(null, "", `/account${hash}`);
  return render(<AccountArea />, { wrapper: ({ children }) => <Page page={page}>{children}</Page> });
}

/** Changes the hash as the address bar or a hash link does: the browser fires hashchange. */
function changeHash(hash: string) {
  act(() => {
    window.history.pushState(null, "", `/account${hash}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });
}

/** Waits until the region shows the app; the first mount of a file loads the runner's modules, which takes a while under load. */
const mounted = (region: string, text: string) =>
  waitFor(() => expect(screen.getByRole("region", { name: region })).toHaveTextContent(text), { timeout: 5000 });

describe("the account area", () => {
  it("renders the home's name and its app's labelled skeleton on the server, which knows no hash", () => {
    const html = renderToString(
      <Page>
        <AccountArea />
      </Page>,
    );
    expect(html).toMatch(/<h2[^>]*>Overview<\/h2>/);
    expect(html).toContain('aria-label="Your account"');
    expect(html).toContain('data-app-status="NOT_LOADED"');
  });

  it("mounts the app of the hash's route, with the route's options, and keeps focus where it was", async () => {
    visit("#/bookings");
    await mounted("Bookings", 'account-bookings {"mode":"list"}');
    expect(screen.getByRole("heading", { level: 2, name: "My bookings" })).not.toHaveFocus();
    expect(log).toEqual(['mount account-bookings {"mode":"list"}']);
  });

  it("switches app on hashchange without a page load: the previous app unmounts, focus goes to the new route's name", async () => {
    visit("#/bookings");
    await mounted("Bookings", "account-bookings");
    changeHash("#/profiles");
    await mounted("Profiles", "account-profiles {}");
    expect(screen.queryByRole("region", { name: "Bookings" })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Profiles" })).toHaveFocus();
    expect(log).toEqual(['mount account-bookings {"mode":"list"}', "unmount account-bookings", "mount account-profiles {}"]);
  });

  it("mounts the same app again when only its options change (bookings, then manage my booking)", async () => {
    visit("#/bookings");
    await mounted("Bookings", '{"mode":"list"}');
    changeHash("#/manage-my-booking-info");
    await mounted("Bookings", '{"mode":"manage"}');
    expect(screen.getByRole("heading", { level: 2, name: "Manage my booking" })).toHaveFocus();
    expect(log).toEqual(['mount account-bookings {"mode":"list"}', "unmount account-bookings", 'mount account-bookings {"mode":"manage"}']);
  });

  it("keeps the app mounted while the hash stays within its route", async () => {
    visit("#/bookings");
    await mounted("Bookings", "account-bookings");
    changeHash("#/bookings/ABC123");
    expect(log).toEqual(['mount account-bookings {"mode":"list"}']);
  });

  it("follows a navigation of the site's own links, which push the hash without an event, on the page's next render", async () => {
    const view = visit("#/profiles");
    await mounted("Profiles", "account-profiles");
    window.history.pushState(null, "", "/account#/account");
    view.rerender(<AccountArea />);
    await mounted("Your account", 'account {"view":"settings"}');
    expect(screen.getByRole("heading", { level: 2, name: "Account settings" })).toHaveFocus();
  });

  it.each(["", "#/no-such-route"])("opens the home, the account's overview, for the hash %j", async (hash) => {
    visit(hash);
    await mounted("Your account", 'account {"view":"overview","subscriptions":true}');
    expect(screen.getByRole("heading", { level: 2, name: "Overview" })).toBeInTheDocument();
  });

  it("opens subscriptions where the market has them", async () => {
    visit("#/subscriptions");
    await mounted("Subscriptions", "account-subscriptions {}");
  });

  it("opens the home for the subscriptions route where the market hides it (no plus)", async () => {
    visit("#/subscriptions", maltaPage);
    await mounted("Your account", 'account {"view":"overview","subscriptions":false}');
    expect(screen.getByRole("heading", { level: 2, name: "Overview" })).toBeInTheDocument();
    expect(log.some((line) => line.includes("account-subscriptions"))).toBe(false);
  });
});
