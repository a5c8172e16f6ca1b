// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { appOfNode, appOfScript } from "../../../src/runtime-apps/app-of";

afterEach(() => document.body.replaceChildren());

/** A slot as AppSlot renders it, with the element the shell gives its app and something of the app inside. */
function slot(app: string): { region: HTMLElement; skeleton: HTMLElement; inside: HTMLElement } {
  const region = document.createElement("section");
  region.dataset.appSlot = "booking-engine";
  const skeleton = document.createElement("div");
  const element = document.createElement("div");
  element.dataset.runtimeApp = app;
  const inside = document.createElement("p");
  inside.textContent = "The app's own text";
  element.append(inside);
  region.append(skeleton, element);
  document.body.append(region);
  return { region, skeleton, inside };
}

describe("the runtime app a node belongs to", () => {
  it("is the app whose element holds it, for an element and its text", () => {
    const { inside } = slot("rac-search");
    expect(appOfNode(inside)).toBe("rac-search");
    expect(appOfNode(inside.firstChild)).toBe("rac-search");
  });

  it("is found from inside an app's shadow root", () => {
    const { inside } = slot("ride-home");
    const shadow = inside.attachShadow({ mode: "open" });
    const deep = document.createElement("span");
    shadow.append(deep);
    expect(appOfNode(deep)).toBe("ride-home");
  });

  it("is none for the site's own elements, the slot's own parts, a removed element, and no node", () => {
    const own = document.createElement("h1");
    document.body.append(own);
    const { region, skeleton, inside } = slot("rac-search");
    expect(appOfNode(own)).toBeUndefined();
    expect(appOfNode(region)).toBeUndefined();
    expect(appOfNode(skeleton)).toBeUndefined();
    inside.remove();
    expect(appOfNode(inside)).toBeUndefined();
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

  it("is none for the site's own scripts", () => {
    const own = document.createElement("script");
    own.src = "http://localhost:9000/app-1.js";
    document.body.append(own);
    expect(appOfScript(own.src)).toBeUndefined();
  });
});
