import { act, createContext, useContext, useState, type ReactElement, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nearPart } from "../../../src/components/near-part";
import { PageContextProvider } from "../../../src/page-context/site-page";
import { pageFor } from "../layouts/page-fixture";

const page = pageFor("ibe");

/** The page's context and texts, as the site's providers give them. */
const InPage = ({ children }: { children: ReactNode }) => (
  <PageContextProvider value={page}>
    <IntlProvider locale="en-US">{children}</IntlProvider>
  </PageContextProvider>
);

/** A stand-in IntersectionObserver the test drives: the last one made. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

/** A part with a disclosure, a link and a button that only its code makes work. */
function Questions({ answer }: { answer: string }) {
  const [asked, setAsked] = useState(false);
  return (
    <section>
      <details>
        <summary>Can I cancel?</summary>
        <p>{answer}</p>
      </details>
      <a href="/terms">Terms</a>
      <button type="button" onClick={() => setAsked(true)}>
        {asked ? "Asked" : "Ask"}
      </button>
    </section>
  );
}

/** A part whose code the test hands over when it asks for it. */
function partWithCode(ahead: string | null) {
  let hand: (part: typeof Questions) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Questions>((resolve) => (hand = resolve)));
  return { Part: nearPart(load, ahead), load, hand: (part: typeof Questions) => hand(part) };
}

/** The server's HTML of `serverElement` (the part with its code in, as on the server), hydrated with `element` as the shell does. */
async function hydrated(element: ReactElement, serverElement: ReactElement) {
  const wrapper = document.createElement("div");
  document.body.append(wrapper);
  wrapper.innerHTML = renderToString(<InPage>{serverElement}</InPage>);
  const html = wrapper.innerHTML;
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const reported = vi.fn();
  window.addEventListener("error", reported);
  await act(async () => {
    hydrateRoot(wrapper, <InPage>{element}</InPage>, { onRecoverableError: reported });
  });
  return { wrapper, html, errors, reported };
}

/** The part's code as the server has it: loaded before the render. */
async function serverPart(ahead: string | null) {
  const Server = nearPart(() => Promise.resolve(Questions), ahead);
  await Server.preload();
  return Server;
}

const buttonNamed = (root: Element, name: string): HTMLButtonElement | undefined =>
  [...root.querySelectorAll("button")].find((button) => button.textContent === name);

const near = { isIntersecting: true, boundingClientRect: { bottom: 100 } as DOMRectReadOnly };

describe("a part loaded when near", () => {
  afterEach(() => {
    document.body.replaceChildren();
    Reflect.deleteProperty(window, "IntersectionObserver");
    FakeObserver.last = undefined;
    vi.restoreAllMocks();
  });

  it("gives a click that lands while the part's own root hydrates to the same button", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, hand } = partWithCode("10%");
    const Server = await serverPart("10%");
    const { wrapper } = await hydrated(<Part answer="Yes." />, <Server answer="Yes." />);
    const button = buttonNamed(wrapper, "Ask");
    act(() => FakeObserver.last?.report([near]));
    // The code arrives and the part's root starts to hydrate; the click comes before it has finished.
    // React's page root would stop such a click (the part's container is one of its nodes, so it cannot
    // hydrate the part first) before it reached the part.
    const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
    hand(Questions);
    for (let i = 0; i < 3; i++) await Promise.resolve();
    button?.click();
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(buttonNamed(wrapper, "Asked")).toBe(button);
  });

  it("keeps the server's HTML and loads no code until it comes near, then hydrates those very nodes", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, load, hand } = partWithCode("10%");
    const Server = await serverPart("10%");
    const { wrapper, html, errors, reported } = await hydrated(<Part answer="Yes." />, <Server answer="Yes." />);
    expect(wrapper.innerHTML).toBe(html);
    expect(load).not.toHaveBeenCalled();

    // The visitor opens the question and focuses the link before the part's code is in.
    const section = wrapper.querySelector("section");
    const link = wrapper.querySelector("a");
    wrapper.querySelector("details")?.setAttribute("open", "");
    // Focus on a part not hydrated yet makes React try it first: it stays as it is without its code.
    act(() => link?.focus());
    expect(wrapper.innerHTML).toBe(html.replace("<details>", '<details open="">'));
    act(() => FakeObserver.last?.report([near]));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      hand(Questions);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(wrapper.querySelector("section")).toBe(section);
    expect(wrapper.querySelector("a")).toBe(link);
    expect(wrapper.querySelector("details")?.open).toBe(true);
    expect(document.activeElement).toBe(link);
    // Hydrated: the button answers.
    act(() => wrapper.querySelector("button")?.click());
    expect(wrapper.querySelector("button")?.textContent).toBe("Asked");
    expect(wrapper.querySelector("section")).toBe(section);
    expect(reported).not.toHaveBeenCalled();
    // React's development build names the attribute the visitor added; its production build leaves it, silently.
    expect(errors.mock.calls.filter(([message]) => !String(message).includes("Extra attributes from the server"))).toEqual([]);
  });

  it("loads its code at a click before it comes near, and gives the click to the same button once hydrated", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, load, hand } = partWithCode("10%");
    const Server = await serverPart("10%");
    const { wrapper, html } = await hydrated(<Part answer="Yes." />, <Server answer="Yes." />);
    const button = buttonNamed(wrapper, "Ask");
    // A click on a button whose code is not in: nothing happens yet, nothing is lost.
    act(() => button?.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(wrapper.innerHTML).toBe(html);
    await act(async () => {
      hand(Questions);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(buttonNamed(wrapper, "Asked")).toBe(button);
    // Once: the next click is React's alone.
    act(() => button?.click());
    expect(buttonNamed(wrapper, "Asked")).toBe(button);
  });

  it("keeps the server's nodes and hydrates them later when a value above it changes first", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, hand } = partWithCode("10%");
    const Server = await serverPart("10%");
    // As Gatsby's router does on a hash change: a new value above, and the page rendered again.
    const Hash = createContext("");
    function Page({ part: Shown }: { part: typeof Part }) {
      const [hash, setHash] = useState("");
      return (
        <Hash.Provider value={hash}>
          <a href="#main" onClick={() => setHash("#main")}>
            Skip to content
          </a>
          <Answer part={Shown} />
        </Hash.Provider>
      );
    }
    // Reads the value, as Gatsby's links read the location; the part's props stay the same.
    function Answer({ part: Shown }: { part: typeof Part }) {
      useContext(Hash);
      return <Shown answer="Yes." />;
    }
    const { wrapper, html, reported } = await hydrated(<Page part={Part} />, <Page part={Server} />);
    const section = wrapper.querySelector("section");
    await act(async () => wrapper.querySelector<HTMLElement>('a[href="#main"]')?.click());
    expect(wrapper.innerHTML).toBe(html);
    expect(wrapper.querySelector("section")).toBe(section);

    act(() => FakeObserver.last?.report([near]));
    await act(async () => {
      hand(Questions);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(wrapper.querySelector("section")).toBe(section);
    act(() => buttonNamed(wrapper, "Ask")?.click());
    expect(buttonNamed(wrapper, "Asked")).toBeDefined();
    expect(wrapper.querySelector("section")).toBe(section);
    expect(reported).not.toHaveBeenCalled();
  });

  it("never loads the code of a part with nothing to hydrate on the first page", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, load } = partWithCode(null);
    const Server = await serverPart(null);
    const { wrapper, html } = await hydrated(<Part answer="Yes." />, <Server answer="Yes." />);
    expect(FakeObserver.last).toBeUndefined();
    expect(wrapper.innerHTML).toBe(html);
    expect(load).not.toHaveBeenCalled();
  });

  it("renders on a page reached by client-side navigation as soon as its code is in, and at once once it is", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, load, hand } = partWithCode("10%");
    const wrapper = document.createElement("div");
    document.body.append(wrapper);
    const root = createRoot(wrapper);
    await act(async () =>
      root.render(
        <InPage>
          <Part answer="Until pick-up." />
        </InPage>,
      ),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(wrapper.querySelector("p")).toBeNull();
    await act(async () => hand(Questions));
    expect(wrapper.querySelector("p")?.textContent).toBe("Until pick-up.");

    act(() => root.render(<p>Another page</p>));
    act(() =>
      root.render(
        <InPage>
          <Part answer="At once." />
        </InPage>,
      ),
    );
    expect(wrapper.querySelector("details p")?.textContent).toBe("At once.");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
