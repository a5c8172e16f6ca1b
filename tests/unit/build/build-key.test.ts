import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildKey, builtAlready, rememberBuildKey, type BuildInputs } from "../../../src/build/build-key";
import { inputHashes } from "../../../src/content/build/input-files";
import { answersDigest, recordingFetch } from "../../../src/web-api/build/answers-digest";
import { fixtureRoot } from "../content/fixture-root";

/** A project with one file of each kind of input, one dated page among them. */
const project = (): string =>
  fixtureRoot({
    "content/de/start.json": "{}",
    "content/de/winter.json": '{ "publishFrom": "2026-12-02T00:00:00Z" }',
    "src/i18n/messages/de-DE/common.json": "{}",
    "src/components/page.tsx": "export {};",
    "markets/de.ts": "export {};",
    "static/icon.svg": "<svg/>",
    "package-lock.json": "{}",
  });

const inputsOf = (root: string, change: Partial<BuildInputs> = {}): BuildInputs => ({
  root,
  inputs: inputHashes(root),
  answers: "answers-1",
  markets: ["de"],
  at: new Date("2026-11-20T10:00:00Z"),
  env: { API_BASE: "fixture", PORT: "9131" },
  ...change,
});

describe("the key of a build:all run", () => {
  it("is the same for the same inputs, answers, markets, environment and build time", () => {
    const root = project();
    expect(buildKey(inputsOf(root))).toBe(buildKey(inputsOf(root)));
  });

  it("changes with any content, code, text bundle, market config, static file or dependency", () => {
    const root = project();
    for (const file of [
      "content/de/start.json",
      "src/i18n/messages/de-DE/common.json",
      "src/components/page.tsx",
      "markets/de.ts",
      "static/icon.svg",
      "package-lock.json",
    ]) {
      const before = buildKey(inputsOf(root));
      writeFileSync(join(root, file), `${file} changed`);
      expect(buildKey(inputsOf(root)), file).not.toBe(before);
    }
  });

  it("changes with the web API's answers, the markets built and the environment the build reads, not with other variables", () => {
    const root = project();
    const key = buildKey(inputsOf(root));
    expect(buildKey(inputsOf(root, { answers: "answers-2" }))).not.toBe(key);
    expect(buildKey(inputsOf(root, { markets: ["de", "at"] }))).not.toBe(key);
    expect(buildKey(inputsOf(root, { env: { API_BASE: "https://api.movanta.example", PORT: "9131" } }))).not.toBe(key);
    expect(buildKey(inputsOf(root, { env: { API_BASE: "fixture", PORT: "9131", GATSBY_CAPTCHA_SITE_KEY: "k" } }))).not.toBe(key);
    expect(buildKey(inputsOf(root, { env: { API_BASE: "fixture", PORT: "9000", GATSBY_TELEMETRY_DISABLED: "1" } }))).toBe(key);
  });

  it("stays within a season and between publishing dates, and changes when a date passes or a season begins", () => {
    const root = project();
    const at = (iso: string) => buildKey(inputsOf(root, { at: new Date(iso) }));
    expect(at("2026-11-28T23:00:00Z")).toBe(at("2026-11-20T10:00:00Z"));
    expect(at("2026-12-02T00:00:00Z")).not.toBe(at("2026-11-28T23:00:00Z"));
    expect(at("2027-01-01T00:00:00Z")).not.toBe(at("2026-12-31T23:00:00Z"));
  });
});

describe("whether a build:all has nothing to do", () => {
  it("says so only after a run with the same key went through and while its trees are in place", () => {
    const root = project();
    mkdirSync(join(root, "dist", "www.movanta.de"), { recursive: true });
    const trees = ["www.movanta.de"];
    expect(builtAlready(root, "key-1", trees)).toBe(false);
    rememberBuildKey(root, "key-1");
    expect(builtAlready(root, "key-1", trees)).toBe(true);
    expect(builtAlready(root, "key-2", trees)).toBe(false);
    expect(builtAlready(root, "key-1", [...trees, "www.movanta.at"])).toBe(false);
  });
});

describe("the record of the web API's answers", () => {
  it("gives another digest when an answer changes and the first one again when it changes back", async () => {
    let body = '{"stations":[]}';
    const send = recordingFetch(async () => new Response(body), "de-DE");
    await send("http://fixture.local/stations");
    const first = answersDigest();
    body = '{"stations":[{"id":"b1"}]}';
    const answer = await send("http://fixture.local/stations");
    expect(await answer.text()).toBe(body);
    expect(answersDigest()).not.toBe(first);
    body = '{"stations":[]}';
    await send("http://fixture.local/stations");
    expect(answersDigest()).toBe(first);
  });
});
