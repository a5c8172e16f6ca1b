// @vitest-environment jsdom
import { applyScroll, scrollAction } from "../../../../src/shell/page-loading/scroll-policy";

const at = (pathname: string, hash = "") => ({ pathname, hash });

describe("scrolling on route changes", () => {
  it("starts a new page at its top, on links and on back navigation alike", () => {
    expect(scrollAction(at("/help"), at("/help/search"))).toEqual({ kind: "top" });
    expect(scrollAction(at("/help/search"), at("/help"))).toEqual({ kind: "top" });
  });

  it("goes to the element a new page's hash names", () => {
    expect(scrollAction(at("/plus"), at("/faq", "#faq-how-to"))).toEqual({ kind: "element", id: "faq-how-to" });
    expect(scrollAction(at("/plus"), at("/faq", "#caf%C3%A9"))).toEqual({ kind: "element", id: "café" });
  });

  it("treats hash routes of runtime apps as no element", () => {
    expect(scrollAction(at("/"), at("/account/", "#/bookings"))).toEqual({ kind: "top" });
  });

  it("leaves the first render and changes within one page to the browser", () => {
    expect(scrollAction(null, at("/help"))).toEqual({ kind: "keep" });
    expect(scrollAction(at("/account/", "#/bookings"), at("/account/", "#/profiles"))).toEqual({ kind: "keep" });
  });

  it("scrolls the window to the top, or the element into view when it exists", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    document.body.innerHTML = '<h2 id="faq-how-to">How to</h2>';
    const heading = document.getElementById("faq-how-to");
    const intoView = vi.fn();
    if (heading) heading.scrollIntoView = intoView;
    applyScroll({ kind: "element", id: "faq-how-to" });
    expect(intoView).toHaveBeenCalledTimes(1);
    applyScroll({ kind: "element", id: "missing" });
    applyScroll({ kind: "top" });
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 0],
    ]);
    applyScroll({ kind: "keep" });
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
