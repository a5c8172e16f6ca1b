// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { appOfNode, appOfScript } from "../../../src/runtime-apps/app-of";

afterEach(() => document.body.replaceChildren());

/** A slot as AppSlot renders it, with an element of its app inside. */
function slot(name: string): { region: HTMLElement; inside: HTMLElement } {
  const region = document.createElement("section");
  region.dataset.appSlot = name;
  const container = document.createElement("div");
  const inside = document.createElement("p");
  inside.textContent = "The app's own text";
  container.append(inside);
  region.append(container);
  document.body.append(region);
  return { region, inside };
}

describe("the runtime app a node belongs to", () => {
  it("is the app of the slot that holds it, for an element, its text and the slot itself", () => {
    const { region, inside } = slot("booking-engine");
    expect(appOfNode(inside)).toBe("rac-search");
    expect(appOfNode(inside.firstChild)).toBe("rac-search");
    expect(appOfNode(region)).toBe("rac-search");
    expect(appOfNode(slot("account-bookings").inside)).toBe("account-bookings");
  });

  it("is found from inside an app's shadow root", () => {
    const { inside } = slot("ride-home");
    const shadow = inside.attachShadow({ mode: "open" });
    const deep = document.createElement("span");
    shadow.append(deep);
    expect(appOfNode(deep)).toBe("ride-home");
  });

  it("is none for the site's own elements, a slot no app is bound to, an unknown slot, and no node", () => {
    const own = document.createElement("h1");
    document.body.append(own);
    expect(appOfNode(own)).toBeUndefined();
    expect(appOfNode(slot("transfer-components").inside)).toBeUndefined();
    expect(appOfNode(slot("made-up").inside)).toBeUndefined();
    expect(appOfNode(null)).toBeUndefined();
    expect(appOfNode(undefined)).toBeUndefined();
  });
});

describe("the runtime app a script belongs to", () => {
  it("is the app the loader marked the script with, matched by its full address", () => {
    const script = document.createElement("script");
    script.src = "http://localhost:9000/apps/account/main.js";
    script.dataset.runtimeApp = "account";
    document.body.append(script);
    expect(appOfScript("http://localhost:9000/apps/account/main.js")).toBe("account");
    expect(appOfScript("http://localhost:9000/apps/account/other.js")).toBeUndefined();
  });

  it("is none for the site's own scripts and for a mark that names no known app", () => {
    const own = document.createElement("script");
    own.src = "http://localhost:9000/app-1.js";
    const odd = document.createElement("script");
    odd.src = "http://localhost:9000/apps/x/main.js";
    odd.dataset.runtimeApp = "x";
    document.body.append(own, odd);
    expect(appOfScript(own.src)).toBeUndefined();
    expect(appOfScript(odd.src)).toBeUndefined();
  });
});
