/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all of
 * its functions compiled when the script is read, on the thread that streams it from the network,
 * instead of each one on the main thread the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The chunks a first view runs most of: React and react-dom (`framework`), Gatsby's runtime with the
 * shell (`app`), the libraries every template shares (`commons`) and each template's own chunk. Lazy
 * chunks (dialogs, calendar, menu) are left as they are: most of their code waits for the visitor.
 * Each hint costs 13-26 bytes of Brotli per file, so only these four, which held nearly all of the
 * main thread's compiling (docs/page-loading.md, "The first page's tasks"). Told by the chunk's name:
 * a template's file is named by its chunk id (src/gatsby/webpack.ts).
 */
const HINTED = /^(?:framework|app|commons|component---[\w-]+)$/;

/** Whether the hint goes into the scripts of the chunk with this name. */
export const isHinted = (chunkName: string | null | undefined): boolean => HINTED.test(chunkName ?? "");

/**
 * The code with the hint on a line of its own, after the licence pointer Terser starts a file with
 * (`/*! For license information … *\/`; V8 reads the hint there as well, and it compresses to fewer
 * bytes there than before it); code that has it already is returned as it is.
 */
export function withCompileHint(code: string): string {
  if (code.includes(`${COMPILE_HINT}\n`)) return code;
  const end = code.startsWith("/*!") ? code.indexOf("*/\n") : -1;
  const at = end === -1 ? 0 : end + 3;
  return `${code.slice(0, at)}${COMPILE_HINT}\n${code.slice(at)}`;
}

/** The parts of webpack's compiler the plugin uses (webpack is Gatsby's dependency, not the site's). */
type Source = { source(): string | Buffer };
export type HintCompilation = {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: (assets: Record<string, Source>) => void): void } };
  chunks: Iterable<{ name?: string | null; files: Iterable<string> }>;
  updateAsset(file: string, update: (source: Source) => Source): void;
};
export type HintCompiler = {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }; sources: { RawSource: new (code: string) => Source } };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: HintCompilation) => void): void } };
};

const NAME = "CompileHintsPlugin";

/**
 * Writes the hint into the hinted chunks of the browser build, once they are minified (Terser runs at
 * the optimize-size stage) and before webpack hashes their content, so a file's name still changes
 * with its bytes.
 */
export class CompileHintsPlugin {
  apply(compiler: HintCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) =>
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const chunk of compilation.chunks)
          for (const file of isHinted(chunk.name) ? chunk.files : [])
            if (file.endsWith(".js") && file in assets)
              compilation.updateAsset(file, (source) => new sources.RawSource(withCompileHint(source.source().toString())));
      }),
    );
  }
}
