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
    for (const name of [
      "framework",
      "app",
      "commons",
      "component---src-templates-by-layout-ride-tsx",
      "component---src-templates-legal-tsx",
    ])
      expect(isHinted(name), name).toBe(true);
    for (const name of ["app-runner", "page-shell", "consent-banner", "webpack-runtime", "framework-extra", null, undefined])
      expect(isHinted(name), String(name)).toBe(false);
  });
});

describe("CompileHintsPlugin", () => {
  /** A compiler with one compilation holding `files`; returns the stage the plugin asked for and the files after it ran. */
  function run(
    files: Record<string, string>,
    chunks: HintCompilation["chunks"],
  ): { stage: number | undefined; files: Record<string, string> } {
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
      chunks,
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

  it("hints the minified first-view chunks' scripts before webpack hashes their content, and leaves the other files alone", () => {
    const { stage, files } = run(
      {
        "framework-0123456789.js": `${LICENCE}${CHUNK}`,
        "framework-0123456789.js.LICENSE.txt": "MIT",
        "4120-0123456789.js": CHUNK,
        "4120-0123456789.js.map": "{}",
        "871-0123456789.js": CHUNK,
        "app-runner-0123456789.js": CHUNK,
      },
      [
        { name: "framework", files: ["framework-0123456789.js", "framework-0123456789.js.LICENSE.txt"] },
        // A template's chunk, its file named by chunk id; a lazy chunk's the same way; a file the chunk lists that is not emitted.
        { name: "component---src-templates-legal-tsx", files: ["4120-0123456789.js", "4120-0123456789.js.map", "gone.js"] },
        { name: "app-runner", files: ["871-0123456789.js"] },
        { name: null, files: ["app-runner-0123456789.js"] },
      ],
    );
    // After Terser (optimize size, 400) and before the real content hash (optimize hash, 2500).
    expect(stage).toBe(401);
    expect(files).toEqual({
      "framework-0123456789.js": `${LICENCE}${COMPILE_HINT}\n${CHUNK}`,
      "framework-0123456789.js.LICENSE.txt": "MIT",
      "4120-0123456789.js": `${COMPILE_HINT}\n${CHUNK}`,
      "4120-0123456789.js.map": "{}",
      "871-0123456789.js": CHUNK,
      "app-runner-0123456789.js": CHUNK,
    });
  });
});
