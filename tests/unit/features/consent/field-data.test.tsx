import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OnPage } from "../../runtime-apps/page";

/** Field data's chunk stands in: the test sees whether it was loaded at all, and what it was told. */
const chunk = vi.hoisted(() => ({ loaded: false, measured: [] as unknown[][] }));
vi.mock("../../../../src/features/consent/field-data", () => {
  chunk.loaded = true;
  return { measurePages: (...args: unknown[]) => chunk.measured.push(args) };
});

const settle = () => act(() => new Promise((done) => setTimeout(done, 50)));

// The chunk is loaded at most once per test file, as once per page: the test without consent runs first.
describe("field data on the page", () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
    document.documentElement.removeAttribute("data-consent");
  });
  afterEach(() => document.documentElement.removeAttribute("data-consent"));

  it("loads nothing before an answer, nor with the limited version", async () => {
    render(<OnPage>{null}</OnPage>);
    await settle();
    expect(chunk.loaded).toBe(false);
    fireEvent.click(await screen.findByRole("button", { name: "Eingeschränkte Version nutzen" }));
    await settle();
    expect(chunk.loaded).toBe(false);
    expect(chunk.measured).toEqual([]);
  });

  it("starts after 'I agree' with the page's template, layout, market and path", async () => {
    render(<OnPage>{null}</OnPage>);
    fireEvent.click(await screen.findByRole("button", { name: "Ich stimme zu" }));
    await waitFor(() => expect(chunk.measured).toHaveLength(1));
    const page = { template: "start", layout: "ibe", market: "de", path: "/" };
    expect(chunk.measured[0]).toEqual([page, page]);
  });
});
