import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { removeTempDirs } from "./temp-dir";

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
