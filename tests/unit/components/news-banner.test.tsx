import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { awayFromHomeScript, isHomeHash } from "../../../src/components/news-banner/home-route";
import { NewsBanner } from "../../../src/components/news-banner/news-banner";
import { renderInPage } from "../layouts/page-fixture";

const banner = { banner_display: true, banner_text: "Summer deal: save 15%", banner_url: "/online" };
const setHash = (hash: string): void =>
  act(() => {
    window.history.replaceState(null, "", `/${hash}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });

describe("the home route of the hash router", () => {
  it.each([
    ["", true],
    ["#/", true],
    ["#/?pickup=LAX", true],
    ["#/?", true],
    ["#/bookings", false],
    ["#/help-and-contact", false],
    ["#main", false],
    ["#/x?/", false],
  ])("is %j: %s", (hash, home) => {
    expect(isHomeHash(hash)).toBe(home);
  });
});

describe("the news banner", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("is a link with the banner text to the banner URL on the home route", () => {
    setHash("");
    renderInPage(<NewsBanner {...banner} />);
    const news = screen.getByRole("complementary", { name: "News" });
    expect(news).toContainElement(screen.getByRole("link", { name: "Summer deal: save 15%" }));
    expect(screen.getByRole("link", { name: "Summer deal: save 15%" })).toHaveAttribute("href", "/online");
  });

  it.each(["#/", "#/?pickup=LAX"])("shows on the home hash %s", (hash) => {
    setHash(hash);
    renderInPage(<NewsBanner {...banner} />);
    expect(screen.getByRole("link", { name: "Summer deal: save 15%" })).toBeInTheDocument();
  });

  it("stays away on other hash routes", () => {
    setHash("#/bookings");
    renderInPage(<NewsBanner {...banner} />);
    expect(screen.queryByRole("complementary", { name: "News" })).toBeNull();
  });

  it("shows only when banner_display is set", () => {
    setHash("");
    renderInPage(<NewsBanner {...banner} banner_display={false} />);
    expect(screen.queryByRole("complementary", { name: "News" })).toBeNull();
  });

  it("reacts to hash changes", () => {
    setHash("");
    renderInPage(<NewsBanner {...banner} />);
    expect(screen.getByRole("complementary", { name: "News" })).toBeInTheDocument();
    setHash("#/account");
    expect(screen.queryByRole("complementary", { name: "News" })).toBeNull();
    setHash("#/?from=menu");
    expect(screen.getByRole("complementary", { name: "News" })).toBeInTheDocument();
  });
});

describe("the head script that hides the banner before the first paint", () => {
  const hidesOn = (hash: string): boolean => {
    document.documentElement.removeAttribute("data-hash-route");
    new Function("location", awayFromHomeScript)({ hash });
    return document.documentElement.hasAttribute("data-hash-route");
  };

  it.each(["", "#/", "#/?pickup=LAX", "#/bookings", "#/help-and-contact", "#main"])("follows the home-route rule for %j", (hash) => {
    expect(hidesOn(hash)).toBe(!isHomeHash(hash));
  });

  it("is lifted once the banner follows the real hash", () => {
    setHash("#/bookings");
    document.documentElement.setAttribute("data-hash-route", "");
    renderInPage(<NewsBanner {...banner} />);
    expect(document.documentElement.hasAttribute("data-hash-route")).toBe(false);
    expect(screen.queryByRole("complementary", { name: "News" })).toBeNull();
  });
});
