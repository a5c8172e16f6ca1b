import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useNear } from "../../../src/hooks/use-near";
import { DrivenObserver } from "../in-view";

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
    DrivenObserver.last = undefined;
  });

  it("watches its element with the margin below the viewport and turns near once it intersects, then stops watching", () => {
    Object.assign(window, { IntersectionObserver: DrivenObserver });
    const { container } = render(<Part />);
    const observer = DrivenObserver.last;
    expect(observer?.options.rootMargin).toBe("0px 0px 25% 0px");
    expect(observer?.watched).toEqual([container.firstChild]);
    act(() => observer?.report([far]));
    expect(container.textContent).toBe("far");
    act(() => observer?.report([{ isIntersecting: true, boundingClientRect: far.boundingClientRect }]));
    expect(container.textContent).toBe("near");
    expect(observer?.disconnected).toBe(true);
  });

  it("counts an element the visitor has scrolled past as near", () => {
    Object.assign(window, { IntersectionObserver: DrivenObserver });
    const { container } = render(<Part />);
    act(() => DrivenObserver.last?.report([{ isIntersecting: false, boundingClientRect: { bottom: -10 } as DOMRectReadOnly }]));
    expect(container.textContent).toBe("near");
  });

  it("watches an element that its caller shows later (a part under a flag that turns on)", () => {
    Object.assign(window, { IntersectionObserver: DrivenObserver });
    const { container, root } = render(<Part shown={false} />);
    expect(DrivenObserver.last).toBeUndefined();
    act(() => root.render(<Part shown />));
    expect(DrivenObserver.last?.watched).toEqual([container.firstChild]);
  });
});
