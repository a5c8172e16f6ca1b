import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useNear } from "../../../src/hooks/use-near";

/** A stand-in IntersectionObserver the test drives: the last one made, with what it watches and its margin. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Part({ shown = true }: { shown?: boolean }) {
  const [ref, near] = useNear<HTMLDivElement>("25%", shown);
  return shown ? <div ref={ref}>{near ? "near" : "far"}</div> : null;
}

function render(element: React.ReactElement) {
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(element));
  return { container, root };
}

const far = { isIntersecting: false, boundingClientRect: { bottom: 900 } as DOMRectReadOnly };

describe("useNear", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, "IntersectionObserver");
    FakeObserver.last = undefined;
  });

  it("watches its element with the margin below the viewport and turns near once it intersects, then stops watching", () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { container } = render(<Part />);
    const observer = FakeObserver.last;
    expect(observer?.options.rootMargin).toBe("0px 0px 25% 0px");
    expect(observer?.watched).toEqual([container.firstChild]);
    act(() => observer?.report([far]));
    expect(container.textContent).toBe("far");
    act(() => observer?.report([{ isIntersecting: true, boundingClientRect: far.boundingClientRect }]));
    expect(container.textContent).toBe("near");
    expect(observer?.disconnected).toBe(true);
  });

  it("counts an element the visitor has scrolled past as near", () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { container } = render(<Part />);
    act(() => FakeObserver.last?.report([{ isIntersecting: false, boundingClientRect: { bottom: -10 } as DOMRectReadOnly }]));
    expect(container.textContent).toBe("near");
  });

  it("watches an element that its caller shows later (a part under a flag that turns on)", () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { container, root } = render(<Part shown={false} />);
    expect(FakeObserver.last).toBeUndefined();
    act(() => root.render(<Part shown />));
    expect(FakeObserver.last?.watched).toEqual([container.firstChild]);
  });
});
