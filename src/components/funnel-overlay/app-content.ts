/** Elements that show something by themselves, even without text. */
const SHOWING = "img, svg, video, canvas, iframe, input, select, textarea, button";

/**
 * Whether a runtime app has put content into the slots inside `root`: visible text or a showing
 * element. Empty wrappers do not count, nor anything inside `aria-busy="true"` (a loading skeleton).
 */
export function hasAppContent(root: Element): boolean {
  for (const slot of root.querySelectorAll("[data-app-slot]")) {
    const walker = slot.ownerDocument.createTreeWalker(slot, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (element?.closest('[aria-busy="true"]')) continue;
      if (node instanceof Element ? node.matches(SHOWING) : (node.textContent ?? "").trim() !== "") return true;
    }
  }
  return false;
}
