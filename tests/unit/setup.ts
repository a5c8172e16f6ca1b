import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { removeTempDirs } from "./temp-dir";

// Room for a state to arrive on a busy machine (findBy…, waitFor), never a check of speed: the
// library's 1 s is shorter than a loaded CI machine takes to render some screens.
configure({ asyncUtilTimeout: 5000 });

// Gatsby's Link and navigate need Gatsby's runtime; every test gets a plain link and a navigate spy.
vi.mock("gatsby", () => import("./components/gatsby-stub"));

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
afterAll(() => removeTempDirs());

// A build loads the fixture API through tsx at run time (src/web-api/build/fixture-loader.ts); tsx's esbuild
// cannot start under jsdom, so unit tests hand the build the fixture through vitest's own modules.
vi.mock("../../src/web-api/build/fixture-loader", async () => {
  const { createFixtureApi } = await import("../../dev/fixture-api/index");
  return {
    loadFixtureApi: (env: NodeJS.ProcessEnv) => createFixtureApi({ faults: false, helpScale: Number(env.FIXTURE_HELP_SCALE ?? 1) }),
  };
});
