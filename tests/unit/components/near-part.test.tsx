import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nearPart } from "../../../src/components/near-part";
import { markFirstPageHydrated } from "../../../src/hooks/first-page";

/** A stand-in IntersectionObserver the test drives: the last one made. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

function Questions({ answer }: { answer: string }) {
  return (
    <section>
      <details>
        <summary>Can I cancel?</summary>
        <p>{answer}</p>
      </details>
      <a href="/terms">Terms</a>
    </section>
  );
}

/** A part whose code the test hands over when it asks for it. */
function partWithCode(ahead: string | null) {
  let hand: (part: typeof Questions) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Questions>((resolve) => (hand = resolve)));
  return { Part: nearPart(load, ahead), load, hand: (part: typeof Questions) => hand(part) };
}

/** The server's HTML in Gatsby's focus wrapper, hydrated as the shell does. */
async function hydrated(element: React.ReactElement, serverElement: React.ReactElement) {
  const wrapper = document.createElement("div");
  wrapper.id = "gatsby-focus-wrapper";
  document.body.append(wrapper);
  wrapper.innerHTML = renderToString(serverElement);
  const html = wrapper.innerHTML;
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(wrapper, element);
  });
  return { wrapper, html, errors };
}

const near = { isIntersecting: true, boundingClientRect: { bottom: 100 } as DOMRectReadOnly };

describe("a part loaded when near", () => {
  afterEach(() => {
    document.body.replaceChildren();
    Reflect.deleteProperty(window, "IntersectionObserver");
    FakeObserver.last = undefined;
    vi.restoreAllMocks();
  });

  it("keeps the server's HTML as it is and loads no code until it comes near, then renders the same markup in place", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, load, hand } = partWithCode("10%");
    // The server renders the whole part (its code is in the HTML renderer's bundle).
    const Server = nearPart(() => Promise.resolve(Questions), "10%");
    await Server.preload();
    const { wrapper, html, errors } = await hydrated(<Part answer="Yes." />, <Server answer="Yes." />);
    expect(wrapper.innerHTML).toBe(html);
    expect(wrapper.querySelector("p")?.textContent).toBe("Yes.");
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    // The visitor opens the question and focuses the link before the part's code is in.
    const before = wrapper.querySelector("section");
    wrapper.querySelector("details")?.setAttribute("open", "");
    wrapper.querySelector("a")?.focus();
    act(() => FakeObserver.last?.report([near]));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => hand(Questions));

    const after = wrapper.querySelector("section");
    expect(after).not.toBe(before);
    expect(after?.outerHTML.replace(' open=""', "")).toBe(before?.outerHTML.replace(' open=""', ""));
    expect(wrapper.querySelector("details")?.open).toBe(true);
    expect(document.activeElement).toBe(wrapper.querySelector("a"));
  });

  it("never loads the code of a part with nothing to hydrate on the first page", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { Part, load } = partWithCode(null);
    const Server = nearPart(() => Promise.resolve(Questions), null);
    await Server.preload();
    const { wrapper, html } = await hydrated(<Part answer="Yes." />, <Server answer="Yes." />);
    expect(FakeObserver.last).toBeUndefined();
    expect(wrapper.innerHTML).toBe(html);
    expect(load).not.toHaveBeenCalled();
  });

  it("renders at once on a page reached by client-side navigation, as soon as its code is in", async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    markFirstPageHydrated();
    const { Part, load, hand } = partWithCode("10%");
    const wrapper = document.createElement("div");
    document.body.append(wrapper);
    const { createRoot } = await import("react-dom/client");
    await act(async () => createRoot(wrapper).render(<Part answer="Until pick-up." />));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => hand(Questions));
    expect(wrapper.querySelector("p")?.textContent).toBe("Until pick-up.");
  });
});
