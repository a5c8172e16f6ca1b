import { cpSync, existsSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_HASH_DIGITS } from "../../src/build/caching";
import { inlineHashesOf } from "../../src/build/csp";
import { getVia } from "../../src/build/release/http-get";
import { RELEASES_DIR } from "../../src/build/release/manifest";
import { CURRENT_LINK } from "../../src/build/release/server-root";
import { writeSyntheticTrees } from "../fixtures/release-trees";
import { stopServer } from "../fixtures/release-server";
import { expect, hydrated, test } from "./fixtures";
import { loadPage, makeRelease, readableTempDir, runCommand, serverRoot, startLoad, type Answer, type Loaded } from "./release-tools";

// Deploy, switch and roll back against Debian's nginx with the generated configuration (issue 43).
// RELEASE_PORT moves the two servers' ports (the suite's PORT + 411 and + 412 otherwise).
const port = Number(process.env.RELEASE_PORT ?? Number(process.env.PORT ?? 9000) + 411);
const origin = `http://127.0.0.1:${port}`;
const hosts = ["www.movanta.de", "www.movanta.co.uk", "www.movanta.fr"];
const wait = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

// One server root for each group of tests, which deploy in turn: in order, in one worker, and a
// failed step skips the steps after it.
test.describe.configure({ mode: "serial" });

test.describe("releases of small host trees under load", () => {
  let work = "";
  let root = "";
  const release: Record<string, string> = {};

  test.beforeAll(() => {
    work = readableTempDir("release-test-");
    root = serverRoot(work);
    for (const id of ["aaaaaaaaaaaa", "bbbbbbbbbbbb", "dddddddddddd"]) {
      // D's trees hold as many files as a host's real tree, so a deploy killed while copying stops halfway.
      writeSyntheticTrees(join(work, `trees-${id}`), hosts, id, id.startsWith("d") ? 400 : 0);
      release[id] = makeRelease(work, join(work, `trees-${id}`), hosts, id, port);
    }
  });
  test.afterAll(async () => {
    await stopServer(root);
    rmSync(work, { recursive: true, force: true });
  });

  const live = async (host: string): Promise<string> => String((await getVia(origin, host, "/")).headers["x-release"]);

  test("deploys A, then B, then rolls back to A while several hosts are loaded: no failed request, no answer mixing releases", async () => {
    test.setTimeout(60_000);
    const first = await runCommand("deploy", [release.aaaaaaaaaaaa ?? "", "--to", root]);
    expect(first.output).toContain("deploy: done");
    expect(first.code).toBe(0);

    // The pages, their page data and A's hashed assets of every host, all through the switches: after
    // B lands, A's assets come from A's tree behind B's.
    const assetsOfA = writeSyntheticTrees(join(work, "paths"), hosts, "aaaaaaaaaaaa");
    const mixed: string[] = [];
    const unexpected: string[] = [];
    const requests = assetsOfA.flatMap(({ host, assets }) =>
      ["/", "/page-2", "/page-data/index/page-data.json", ...assets.map((a) => `/${a}`)].map((path) => ({
        host,
        path,
        onAnswer: ({ status, body, headers }: Answer) => {
          // Every one of these exists in the release that answers, or (A's assets after B lands) behind it.
          if (status !== 200) unexpected.push(`${host}${path}: ${status}`);
          if (!body.startsWith("<!doctype html>")) return;
          // A page's words, its policy and its release header all from one release.
          const marker = /data-release="([^"]+)"/.exec(body)?.[1];
          const policy = String(headers["content-security-policy"] ?? "");
          const unlisted = [...inlineHashesOf(body).scripts].filter((hash) => !policy.includes(hash));
          if (marker !== headers["x-release"] || unlisted.length)
            mixed.push(`${host}${path} ${status}: page ${marker}, header ${String(headers["x-release"])}`);
        },
      })),
    );
    let loading = true;
    const pageLoads: Loaded[] = [];
    const clientErrors: string[] = [];
    // A client's error is counted, not thrown: the commands below go on to the end either way.
    const browserLike = async (host: string): Promise<void> => {
      while (loading)
        await loadPage(origin, host, "/page-2").then(
          (loaded) => pageLoads.push(loaded),
          (error: Error) => clientErrors.push(`${host}/page-2: ${error.message}`),
        );
    };
    // Twelve clients on kept-alive connections besides the browser-like ones: the switches land under load.
    const load = startLoad(origin, requests, 12);
    const browsers = Promise.all(hosts.map(browserLike));
    await wait(700);
    const second = await runCommand("deploy", [release.bbbbbbbbbbbb ?? "", "--to", root]);
    expect(second.code, second.output).toBe(0);
    await wait(700);
    const back = await runCommand("rollback", ["--to", root]);
    expect(back.code, back.output).toBe(0);
    expect(back.output).toContain("rollback: aaaaaaaaaaaa is live");
    await wait(700);
    loading = false;
    const [result] = await Promise.all([load.stop(), browsers]);

    expect(clientErrors, "page loads that got no answer").toEqual([]);
    const served = new Set(pageLoads.map((p) => p.release));
    expect([...served].sort(), "the browser-like clients saw both releases").toEqual(["aaaaaaaaaaaa", "bbbbbbbbbbbb"]);
    // How many a closed kept-alive connection made the clients send again (browsers do it unseen).
    test.info().annotations.push({ type: "load", description: `${result.answered} answered, ${result.resent} sent again` });
    expect(result.answered, "requests answered").toBeGreaterThan(500);
    expect(result.errors, "requests that got no answer").toEqual([]);
    expect(unexpected, "answers with another status than expected").toEqual([]);
    expect(mixed, "answers mixing releases").toEqual([]);
    expect(
      pageLoads.flatMap((p) => p.failed),
      "pages asking for an asset the server does not have",
    ).toEqual([]);
    expect(await live("www.movanta.fr")).toBe("aaaaaaaaaaaa");
  });

  test("a deploy killed before its switch leaves A serving, and the next deploy works", async () => {
    test.setTimeout(40_000);
    // The process ends while it copies D's host trees, before the switch.
    const killed = await runCommand("deploy", [release.dddddddddddd ?? "", "--to", root], (line, child) => {
      if (line.startsWith("deploy: copied ")) child.kill("SIGKILL");
    });
    expect(killed.output).not.toContain("switched");
    expect(readlinkSync(join(root, CURRENT_LINK))).toBe(`${RELEASES_DIR}/aaaaaaaaaaaa`);
    for (const host of hosts) expect(await live(host)).toBe("aaaaaaaaaaaa");
    expect(
      readdirSync(join(root, RELEASES_DIR)).some((name) => name.startsWith(".incoming-")),
      "a half copy was left",
    ).toBe(true);

    const next = await runCommand("deploy", [release.dddddddddddd ?? "", "--to", root]);
    expect(next.code, next.output).toBe(0);
    expect(next.output).toContain("left by a deploy that did not finish");
    for (const host of hosts) expect(await live(host)).toBe("dddddddddddd");
    expect(readdirSync(join(root, RELEASES_DIR)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  test("a release that fails its smoke check is switched back, naming the host and the check", async () => {
    test.setTimeout(40_000);
    const trees = join(work, "trees-broken");
    writeSyntheticTrees(trees, hosts, "cccccccccccc");
    rmSync(join(trees, "www.movanta.fr", "sw.js"));
    const broken = makeRelease(work, trees, hosts, "cccccccccccc", port);
    const result = await runCommand("deploy", [broken, "--to", root]);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      "deploy: smoke check failed on www.movanta.fr: sw.js: status 404, expected 200; switched back to dddddddddddd",
    );
    for (const host of hosts) expect(await live(host)).toBe("dddddddddddd");
    expect(existsSync(join(root, RELEASES_DIR, "aaaaaaaaaaaa")), "A stays: D serves its hashed files").toBe(true);
  });
});

test.describe("a page of the site opened before a release", () => {
  let work = "";
  let root = "";
  const sitePort = port + 1;
  const host = "www.movanta.co.uk";
  // Two real builds of `npm run test:build` with different code, as the service-worker spec uses them:
  // build:all's UK tree, then the default market's build served as the UK host.
  const previous = join(process.cwd(), "dist", host);
  const next = join(process.cwd(), "public");

  test.beforeAll(() => {
    work = readableTempDir("release-site-");
    root = serverRoot(work);
  });
  test.afterAll(async () => {
    await stopServer(root);
    rmSync(work, { recursive: true, force: true });
  });

  test("keeps navigating after the next release lands, its own chunks still served", async ({ page }) => {
    test.setTimeout(90_000);
    expect(existsSync(previous) && existsSync(next), "npm run test:build makes dist/ and public/").toBe(true);
    // Without source maps and build:all's unsplit host pages, as the service-worker spec copies them.
    const copy = (from: string, to: string): void =>
      cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith(".map") && !src.startsWith(join(from, "_sites")) });
    copy(previous, join(work, "trees-a", host));
    copy(next, join(work, "trees-b", host));
    const a = makeRelease(work, join(work, "trees-a"), [host], "site00000001", sitePort);
    const b = makeRelease(work, join(work, "trees-b"), [host], "site00000002", sitePort);
    expect((await runCommand("deploy", [a, "--to", root])).code).toBe(0);

    const failures: string[] = [];
    // The site's own answers (the app and API hosts of production are not there in this test).
    const own = (url: string): boolean => new URL(url).host === `${host}:${sitePort}`;
    page.on(
      "response",
      (response) => void (own(response.url()) && response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`)),
    );
    page.on("requestfailed", (request) => void (own(request.url()) && failures.push(`failed ${request.url()}`)));
    await page.goto(`http://${host}:${sitePort}/`);
    await hydrated(page);

    const chunksOfA = await page.evaluate(
      (hashed) =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => new RegExp(hashed).test(path)),
      `-[0-9a-f]{${CONTENT_HASH_DIGITS},}\\.js$`,
    );
    expect(chunksOfA.length).toBeGreaterThan(0);

    const deployed = await runCommand("deploy", [b, "--to", root]);

    expect(deployed.code, deployed.output).toBe(0);
    // The page's own chunks, which B's tree does not have, still load (the chunks of a later click).
    const statuses = await page.evaluate(
      (paths) => Promise.all(paths.map(async (path) => (await fetch(path, { cache: "no-store" })).status)),
      chunksOfA,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    // A's start page links to the online offer, which B has too: Gatsby loads it with A's code, or
    // reloads into B when it sees B's build hash (its last resort), and either way the page arrives.
    await page.getByRole("link", { name: /^Summer offer/ }).click();
    await expect(page).toHaveURL(`http://${host}:${sitePort}/online`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(failures).toEqual([]);
  });
});
