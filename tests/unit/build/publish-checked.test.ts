import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { markets } from "../../../markets";
import { describeForeign } from "../../../src/build/language-check";
import { describeBroken } from "../../../src/build/link-check";
import { publishChecked } from "../../../src/build/publish-checked";
import { stagingOf } from "../../../src/build/split-hosts";
import { tempDir } from "../temp-dir";
import { repoBundles } from "../repo-bundles";

const site = {
  hosts: new Set(["www.movanta.de", "www.movanta.ch", "www.movanta.at", "www.movanta.es"]),
  markets,
  bundles: repoBundles(),
};

function files(root: string, entries: Record<string, string>): void {
  for (const [file, text] of Object.entries(entries)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}

describe("build:all's link check before the trees go live", () => {
  test("swaps in a host whose links all lead to a page, of its own run or of a tree it keeps", () => {
    const dist = tempDir("publish-");
    files(join(dist, "www.movanta.at"), { "index.html": "old at", "kontakt/index.html": "" });
    files(join(dist, "www.movanta.de"), { "index.html": "old de" });
    files(stagingOf(dist, "www.movanta.de"), {
      "index.html": '<a href="/mietwagen">x</a><a href="https://www.movanta.at/kontakt">AT</a><a href="https://www.movanta.ch/fr">CH</a>',
      "mietwagen/index.html": "",
    });
    files(stagingOf(dist, "www.movanta.ch"), { "index.html": '<a href="https://www.movanta.de/mietwagen">DE</a>', "fr/index.html": "" });
    const { published, broken, foreign } = publishChecked(dist, ["www.movanta.de", "www.movanta.ch"], site);
    expect(broken).toEqual([]);
    expect(foreign).toEqual([]);
    expect(published).toEqual(["www.movanta.de", "www.movanta.ch"]);
    expect(readFileSync(join(dist, "www.movanta.de", "index.html"), "utf8")).toContain("/mietwagen");
    expect(existsSync(stagingOf(dist, "www.movanta.de"))).toBe(false);
  });

  test("keeps the previous tree of a host with a link to no page, names page and link, and swaps in the others", () => {
    const dist = tempDir("publish-");
    files(join(dist, "www.movanta.de"), { "index.html": "old de" });
    files(stagingOf(dist, "www.movanta.de"), { "index.html": "", "404/index.html": '<a href="/mietwagen">Cars</a>' });
    files(stagingOf(dist, "www.movanta.ch"), { "index.html": '<a href="/">Home</a>' });
    const { published, broken } = publishChecked(dist, ["www.movanta.de", "www.movanta.ch"], site);
    expect(broken.map(describeBroken)).toEqual(["www.movanta.de/404/index.html: /mietwagen → no page"]);
    expect(published).toEqual(["www.movanta.ch"]);
    expect(readFileSync(join(dist, "www.movanta.de", "index.html"), "utf8")).toBe("old de");
    expect(existsSync(stagingOf(dist, "www.movanta.de"))).toBe(false);
  });

  test("keeps the previous tree of a host with a page that shows the site's own words in English under another lang", () => {
    const dist = tempDir("publish-");
    files(join(dist, "www.movanta.de"), { "index.html": "old de" });
    files(stagingOf(dist, "www.movanta.de"), {
      "index.html": '<html lang="de-DE"><body><h2>Wir schätzen Ihre Privatsphäre</h2><p lang="en">We value your privacy</p></body></html>',
      "404/index.html": '<html lang="de-DE"><body><h2>We value your privacy</h2><button aria-label="Open menu">≡</button></body></html>',
    });
    const { published, foreign } = publishChecked(dist, ["www.movanta.de"], site);
    expect(foreign.map(describeForeign)).toEqual([
      'www.movanta.de/404/index.html: "We value your privacy" (consent.banner.title) in English',
      'www.movanta.de/404/index.html: "Open menu" (shell.menu.open) in English',
    ]);
    expect(published).toEqual([]);
    expect(readFileSync(join(dist, "www.movanta.de", "index.html"), "utf8")).toBe("old de");
  });

  test("keeps the previous tree of a host whose English pages show the words of the host's other language, and passes its own words", () => {
    const dist = tempDir("publish-");
    files(join(dist, "www.movanta.es"), { "index.html": "old es" });
    files(stagingOf(dist, "www.movanta.es"), {
      "index.html": '<html lang="es-ES"><body><h2>Tu privacidad nos importa</h2><a href="/en" lang="en-ES">English</a></body></html>',
      "en/index.html": '<html lang="en-ES"><body><h2>We value your privacy</h2><button aria-label="Open menu">≡</button></body></html>',
      "en/404/index.html": '<html lang="en-ES"><body><h2>Tu privacidad nos importa</h2><p lang="es">Abrir menú</p></body></html>',
    });
    const { published, foreign } = publishChecked(dist, ["www.movanta.es"], site);
    expect(foreign.map(describeForeign)).toEqual([
      'www.movanta.es/en/404/index.html: "Tu privacidad nos importa" (consent.banner.title) in Spanish',
    ]);
    expect(published).toEqual([]);
    expect(readFileSync(join(dist, "www.movanta.es", "index.html"), "utf8")).toBe("old es");
  });
});
