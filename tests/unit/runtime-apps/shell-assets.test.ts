// @vitest-environment jsdom
import { ensureShellAssets } from "../../../src/runtime-apps/shell-assets";

describe("the shell's own assets", () => {
  it("adds the fonts stylesheet and the async skeleton bundle once, and drops either if it fails", () => {
    ensureShellAssets("dev", "http://localhost:9000");
    ensureShellAssets("dev", "http://localhost:9000");
    const fonts = document.body.querySelectorAll<HTMLLinkElement>('link[data-shell-asset="fonts"]');
    const skeleton = document.body.querySelectorAll<HTMLScriptElement>('script[data-shell-asset="skeleton"]');
    expect(fonts).toHaveLength(1);
    expect(skeleton).toHaveLength(1);
    expect(fonts[0]?.href).toBe("http://localhost:9000/apps/_shell/fonts.css");
    expect(fonts[0]?.rel).toBe("stylesheet");
    expect(skeleton[0]?.src).toBe("http://localhost:9000/apps/_shell/skeleton.js");
    expect(skeleton[0]?.async).toBe(true);
    // Out of head, where the offline plugin would fetch them a second time to cache them.
    expect(document.head.querySelector("[data-shell-asset]")).toBeNull();
    fonts[0]?.dispatchEvent(new Event("error"));
    skeleton[0]?.dispatchEvent(new Event("error"));
    expect(document.querySelector("[data-shell-asset]")).toBeNull();
  });
});
