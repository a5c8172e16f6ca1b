import { AppError } from "../../../src/runtime-apps/errors";
import { MAX_SCRIPTS, validateBootstrapper } from "../../../src/runtime-apps/validate-bootstrapper";

const base = "https://apps.movanta.example/rac-search/2.0.0/";
const hash = `sha384-${"A".repeat(64)}`;

function refusal(answer: unknown): string {
  try {
    validateBootstrapper("rac-search", base, answer);
  } catch (error) {
    if (error instanceof AppError && error.reason === "invalid-bootstrapper") return error.message;
    throw error;
  }
  throw new Error("the answer was accepted");
}

describe("bootstrapper validation", () => {
  it("resolves each relative script path under the app base, in the answer's order", () => {
    expect(validateBootstrapper("rac-search", base, { vendor: "js/vendor.3f2a.js", main: "main.js" })).toEqual([
      { name: "vendor", url: `${base}js/vendor.3f2a.js` },
      { name: "main", url: `${base}main.js` },
    ]);
  });

  it("keeps an integrity hash when the bootstrapper gives one", () => {
    expect(validateBootstrapper("rac-search", base, { main: { src: "main.js", integrity: hash } })).toEqual([
      { name: "main", url: `${base}main.js`, integrity: hash },
    ]);
  });

  it.each([
    ["an array", ["main.js"]],
    ["a string", "main.js"],
    ["null", null],
    ["an empty object", {}],
    ["a number as path", { main: 3 }],
    ["an entry with unknown fields", { main: { src: "main.js", type: "module" } }],
    ["a malformed integrity", { main: { src: "main.js", integrity: "md5-abc" } }],
    ["too many scripts", Object.fromEntries(Array.from({ length: MAX_SCRIPTS + 1 }, (_, i) => [`s${i}`, `s${i}.js`]))],
  ])("refuses %s", (_, answer) => {
    expect(refusal(answer)).toMatch(/^rac-search: bootstrapper refused: /);
  });

  it.each([
    "https://evil.example/main.js",
    "//evil.example/main.js",
    "/rac-search/main.js",
    "../account/main.js",
    "js/../../account/main.js",
    "./main.js",
    "js//main.js",
    "main.js?v=1",
    "main.js#x",
    "javascript:alert(1).js",
    "data:text/javascript,1.js",
    "main.css",
    "%2e%2e/main.js",
    "js\\..\\main.js",
  ])("refuses the unsafe path %s", (path) => {
    expect(refusal({ main: path })).toContain("is not a relative path under the app base");
  });

  it("refuses odd keys such as __proto__, constructor and integer-like names", () => {
    expect(refusal(JSON.parse('{"__proto__": "main.js"}'))).toContain('odd key "__proto__"');
    expect(refusal({ constructor: "main.js" })).toContain('odd key "constructor"');
    expect(refusal({ 1: "main.js" })).toContain('odd key "1"');
    expect(refusal({ "main script": "main.js" })).toContain("odd key");
  });

  it("refuses the whole answer when one entry is bad, so an app never runs half-loaded", () => {
    expect(refusal({ vendor: "vendor.js", main: "https://evil.example/main.js" })).toContain("main:");
  });
});
