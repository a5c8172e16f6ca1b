import { renderToStaticMarkup } from "react-dom/server";
import { compiledMessagesOf } from "../../../../src/content/text-bundles";
import {
  browserEnvironment,
  watchPageLoads,
  type LoadWatchEnvironment,
  type PageLoader,
} from "../../../../src/shell/page-loading/load-failures";
import { PageLoadNotice } from "../../../../src/shell/page-loading/load-notice";
import { repoBundles } from "../../repo-bundles";

const bundles = repoBundles();
const failed = { status: "error" };
const loaded = { status: "success", page: { path: "/help" } };

/** A network that is up or down as the test says, and the notices the watch showed. */
function fakeEnvironment(online: boolean) {
  const shown: string[] = [];
  let backOnline: () => void = () => undefined;
  const environment: LoadWatchEnvironment = {
    isOnline: () => online,
    whenOnline: () => new Promise((resolve) => (backOnline = resolve)),
    show: (kind) => void shown.push(kind),
    hide: () => void shown.push("hidden"),
  };
  return { environment, shown, reconnect: () => ((online = true), backOnline()) };
}

/** Puts the server-rendered notice of a locale into the document, as the HTML carries it. */
function renderNotice(locale: "en-US" | "de-DE"): void {
  document.body.innerHTML = renderToStaticMarkup(<PageLoadNotice locale={locale} messages={compiledMessagesOf(bundles, locale)} />);
}

describe("a failed page load", () => {
  it("waits offline for the network, tells the visitor, and loads the page again once online", async () => {
    const results = [failed, loaded];
    const loader: PageLoader = { loadPage: () => Promise.resolve(results.shift()) };
    const { environment, shown, reconnect } = fakeEnvironment(false);
    watchPageLoads(loader, environment);
    const navigation = loader.loadPage("/help");
    await vi.waitFor(() => expect(shown).toEqual(["offline"]));
    reconnect();
    await expect(navigation).resolves.toBe(loaded);
    expect(shown).toEqual(["offline", "hidden"]);
  });

  it("tells the visitor online and hands Gatsby the failure, which then loads the address in full", async () => {
    const loader: PageLoader = { loadPage: () => Promise.resolve(failed) };
    const { environment, shown } = fakeEnvironment(true);
    watchPageLoads(loader, environment);
    await expect(loader.loadPage("/help")).resolves.toBe(failed);
    expect(shown).toEqual(["failed"]);
  });

  it("shows nothing for a page that loads", async () => {
    const loader: PageLoader = { loadPage: () => Promise.resolve(loaded) };
    const { environment, shown } = fakeEnvironment(false);
    watchPageLoads(loader, environment);
    await expect(loader.loadPage("/help")).resolves.toBe(loaded);
    expect(shown).toEqual([]);
  });
});

describe("the page-load notice", () => {
  it("is a hidden alert until a load fails, then says so in the page's language with a way to try again", () => {
    renderNotice("de-DE");
    const region = document.getElementById("page-load-notice");
    expect(region?.getAttribute("role")).toBe("alert");
    expect(region?.hidden).toBe(true);
    browserEnvironment().show("failed");
    expect(region?.hidden).toBe(false);
    expect(region?.textContent).toContain("Diese Seite konnte nicht geladen werden");
    expect(region?.querySelector("button")?.textContent).toBe(bundles.messages.get("de-DE")?.get("errors.retry")?.value);
  });

  it("tells an offline visitor the page follows once they are back, and goes away when it does", () => {
    renderNotice("en-US");
    const region = document.getElementById("page-load-notice");
    browserEnvironment().show("offline");
    expect(region?.textContent).toBe("You are offline Check your internet connection. The page will load as soon as you are back online.");
    browserEnvironment().hide();
    expect(region?.hidden).toBe(true);
    expect(region?.textContent).toBe("");
  });
});
