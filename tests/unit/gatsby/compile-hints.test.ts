import { describe, expect, it } from "vitest";
import {
  COMPILE_HINT,
  CompileHintsPlugin,
  isHinted,
  withCompileHint,
  type HintCompilation,
  type HintCompiler,
} from "../../../src/gatsby/compile-hints";

const LICENCE = "/*! For license information please see framework-0123456789.js.LICENSE.txt */\n";
const CHUNK = "(self.webpackChunkmovanta_sites=self.webpackChunkmovanta_sites||[]).push([[1],{1:function(e){e.exports=1}}]);";

describe("V8's compile hint", () => {
  it("goes on the first line of a chunk, or right after Terser's licence pointer", () => {
    expect(withCompileHint(CHUNK)).toBe(`${COMPILE_HINT}\n${CHUNK}`);
    expect(withCompileHint(`"use strict";${CHUNK}`)).toBe(`${COMPILE_HINT}\n"use strict";${CHUNK}`);
    expect(withCompileHint(`${LICENCE}${CHUNK}`)).toBe(`${LICENCE}${COMPILE_HINT}\n${CHUNK}`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });

  it("is written once, however often the chunk passes", () => {
    const once = withCompileHint(`${LICENCE}${CHUNK}`);
    expect(withCompileHint(once)).toBe(once);
  });

  it("marks the chunks a first view runs (React, Gatsby's app, the shared libraries, each template), not the lazy ones", () => {
    for (const file of [
      "framework-9ee90e2123.js",
      "app-6b884561f3.js",
      "commons-4e0cbe3c1e.js",
      "component---src-templates-by-layout-ride-tsx-c256aaaa00.js",
      "component---src-templates-legal-tsx-bbe190b4c4.js",
    ])
      expect(isHinted(file), file).toBe(true);
    for (const file of [
      "app-runner-7754e580ef.js",
      "page-shell-46e68ddea7.js",
      "2758-01219424e7.js",
      "webpack-runtime-474154d877.js",
      "framework-9ee90e2123.js.LICENSE.txt",
      "framework-9ee90e2123.js.map",
      "framework-9ee90e2123.js.br",
      "sw.js",
    ])
      expect(isHinted(file), file).toBe(false);
  });
});

describe("CompileHintsPlugin", () => {
  /** A compiler with one compilation holding `files`; returns the stage the plugin asked for and the files after it ran. */
  function run(files: Record<string, string>): { stage: number | undefined; files: Record<string, string> } {
    const out = { ...files };
    let stage: number | undefined;
    type Source = { source(): string };
    const source = (code: string): Source => ({ source: () => code });
    const compilation: HintCompilation = {
      hooks: {
        processAssets: {
          tap: (options, process) => {
            stage = options.stage;
            process(Object.fromEntries(Object.entries(out).map(([file, code]) => [file, source(code)])));
          },
        },
      },
      updateAsset: (file, update) => {
        out[file] = update(source(out[file] ?? ""))
          .source()
          .toString();
      },
    };
    const compiler: HintCompiler = {
      webpack: {
        Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 },
        sources: {
          RawSource: class {
            constructor(private readonly code: string) {}
            source(): string {
              return this.code;
            }
          },
        },
      },
      hooks: { thisCompilation: { tap: (_name, start) => start(compilation) } },
    };
    new CompileHintsPlugin().apply(compiler);
    return { stage, files: out };
  }

  it("hints the minified first-view chunks before webpack hashes their content, and leaves the other files alone", () => {
    const { stage, files } = run({
      "framework-0123456789.js": `${LICENCE}${CHUNK}`,
      "component---src-templates-legal-tsx-0123456789.js": CHUNK,
      "app-runner-0123456789.js": CHUNK,
      "framework-0123456789.js.LICENSE.txt": "MIT",
    });
    // After Terser (optimize size, 400) and before the real content hash (optimize hash, 2500).
    expect(stage).toBe(401);
    expect(files["framework-0123456789.js"]).toBe(`${LICENCE}${COMPILE_HINT}\n${CHUNK}`);
    expect(files["component---src-templates-legal-tsx-0123456789.js"]).toBe(`${COMPILE_HINT}\n${CHUNK}`);
    expect(files["app-runner-0123456789.js"]).toBe(CHUNK);
    expect(files["framework-0123456789.js.LICENSE.txt"]).toBe("MIT");
  });
});
