/** The unit tests' setup for tests with a DOM (jsdom): DOM matchers, React's testing library, dialogs. */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Room for a state to arrive on a busy machine (findBy…, waitFor), never a check of speed: the
// library's 1 s is shorter than a loaded CI machine takes to render some screens.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods (tests in the node environment have no DOM at all).
// These do what a browser's do that tests can see: Escape cancels the open modal dialog, and closing
// gives focus back to the element that had it before.
if (typeof HTMLDialogElement !== "undefined") {
  const openers = new WeakMap<HTMLDialogElement, { opener: Element | null; onKeyDown: (event: KeyboardEvent) => void }>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== "Escape") return;
      if (this.dispatchEvent(new Event("cancel", { cancelable: true }))) this.close();
    };
    document.addEventListener("keydown", onKeyDown);
    openers.set(this, { opener: document.activeElement, onKeyDown });
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const modal = openers.get(this);
    openers.delete(this);
    if (modal) document.removeEventListener("keydown", modal.onKeyDown);
    if (modal?.opener instanceof HTMLElement && modal.opener.isConnected) modal.opener.focus();
    this.dispatchEvent(new Event("close"));
  };
}

afterEach(() => cleanup());
