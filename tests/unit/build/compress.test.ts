import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createSiteServer } from "../../../dev/site-server";
import { acceptedEncodings, compressedTwin } from "../../../dev/static-files";
import { compressTree, brotliQualityOf } from "../../../src/build/compress";
import { fixtureRoot } from "../content/fixture-root";

const big = (word: string): string => `${word} `.repeat(400);

describe("the build's compressed twins", () => {
  it("writes a Brotli and a gzip twin of every text file that gains from one, with the same content", () => {
    const root = fixtureRoot({
      "index.html": big("page"),
      "app-0123456789abcdef0123.js": big("code"),
      "tiny.json": "{}",
      "photo.jpg": big("bytes"),
      "_sites/x/index.html": big("host"),
    });
    const written = compressTree(root, (rel) => rel.startsWith("_sites/"));
    expect(written).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(root, "index.html.br"))).toString()).toBe(big("page"));
    expect(gunzipSync(readFileSync(join(root, "app-0123456789abcdef0123.js.gz"))).toString()).toBe(big("code"));
    expect(existsSync(join(root, "tiny.json.br"))).toBe(false);
    expect(existsSync(join(root, "photo.jpg.br"))).toBe(false);
    expect(existsSync(join(root, "_sites/x/index.html.br"))).toBe(false);
  });

  it("deletes the twins of a page an earlier build made and this one did not, outside the skipped folders", () => {
    const root = fixtureRoot({
      "kept.html": big("kept"),
      "gone/index.html.br": "old",
      "gone/index.html.gz": "old",
      "_sites/x/old.html.br": "old",
    });
    compressTree(root, (rel) => rel.startsWith("_sites/"));
    expect(existsSync(join(root, "gone/index.html.br"))).toBe(false);
    expect(existsSync(join(root, "gone/index.html.gz"))).toBe(false);
    expect(existsSync(join(root, "kept.html.br"))).toBe(true);
    expect(existsSync(join(root, "_sites/x/old.html.br"))).toBe(true);
  });

  it("reads Accept-Encoding with its weights", () => {
    expect([...acceptedEncodings("gzip, deflate, br;q=1.0, zstd")]).toEqual(["gzip", "deflate", "br", "zstd"]);
    expect(acceptedEncodings("br;q=0, gzip").has("br")).toBe(false);
    expect(acceptedEncodings("").size).toBe(0);
  });

  it("picks Brotli first, gzip second, and the file itself when neither is accepted or written", () => {
    const root = fixtureRoot({ "a.js": big("a") });
    compressTree(root);
    const file = join(root, "a.js");
    expect(compressedTwin(file, "gzip, br")).toEqual({ file: `${file}.br`, encoding: "br" });
    expect(compressedTwin(file, "gzip")).toEqual({ file: `${file}.gz`, encoding: "gzip" });
    expect(compressedTwin(file, "identity")).toBeUndefined();
    expect(compressedTwin(join(root, "none.js"), "br")).toBeUndefined();
  });
});

describe("the local server's compressed answers", () => {
  const root = fixtureRoot({ "public/index.html": big("home"), "public/app.js": big("app") });
  compressTree(join(root, "public"));
  const server = createSiteServer({ publicDir: join(root, "public"), distDir: join(root, "dist") });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  async function get(path: string, encoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    const { request } = await import("node:http");
    return new Promise((done, fail) => {
      const req = request({ host: "127.0.0.1", port, path, headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", fail);
      req.end();
    });
  }

  it("answers with the twin the browser accepts, says so and varies on Accept-Encoding", async () => {
    const brotli = await get("/", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(big("home"));
    const gzip = await get("/app.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(big("app"));
    const plain = await get("/app.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(big("app"));
  });
});

describe("the Brotli quality of a file", () => {
  it("is the best for content-hashed bundles and a fast one for pages and page data, which every build rewrites", () => {
    expect(brotliQualityOf("public/app-0123456789abcdef0123.js")).toBe(11);
    expect(brotliQualityOf("public/styles-0123456789abcdef0123.css")).toBe(11);
    // webpack's names carry ten digits (src/build/caching.ts).
    expect(brotliQualityOf("public/component---src-templates-legal-tsx-0123456789.js")).toBe(11);
    expect(brotliQualityOf("public/sw.js")).toBe(5);
    expect(brotliQualityOf("public/help/articles/x/index.html")).toBe(5);
    expect(brotliQualityOf("public/page-data/help/page-data.json")).toBe(5);
  });
});
