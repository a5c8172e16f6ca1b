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
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

afterEach(() => cleanup());
afterAll(() => removeTempDirs());

// A build loads the fixture API through tsx at run time (src/web-api/fixture-loader.ts); tsx's esbuild
// cannot start under jsdom, so unit tests hand the build the fixture through vitest's own modules.
vi.mock("../../src/web-api/fixture-loader", async () => {
  const { createFixtureApi } = await import("../../dev/fixture-api/index");
  return { loadFixtureApi: (env: NodeJS.ProcessEnv) => createFixtureApi({ faults: false, helpScale: Number(env.FIXTURE_HELP_SCALE ?? 1) }) };
});
