import { watch } from "node:fs";
import { join, relative } from "node:path";

/** What `npm run dev` watches, below the project root: every page and site file, the text bundles. */
export const WATCHED = ["content", join("src", "i18n", "messages")];

/**
 * `run` once, `quietMs` after the last of a burst of calls, with the names the burst gathered: an
 * editor's save is several writes (and a rename), a search-and-replace many files, and each
 * refresh of Gatsby's pages takes seconds.
 */
export function debounce(run: (names: string[]) => void, quietMs: number): (name: string) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let names = new Set<string>();
  return (name) => {
    names.add(name);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const gathered = [...names].sort();
      names = new Set();
      run(gathered);
    }, quietMs);
  };
}

/** True for a file whose change can change a page: JSON (pages, site parts, text bundles), markup, a billboard's image. */
export const isContentFile = (name: string): boolean => /\.(json|md|svg|png|jpe?g|webp)$/.test(name);

/**
 * Watches the folders (with their subfolders: Node's own recursive watch) and calls `onChange` with the
 * changed files' paths from `root`, debounced. Returns the function that stops watching.
 */
export function watchContent(root: string, onChange: (files: string[]) => void, quietMs = 300): () => void {
  const changed = debounce(onChange, quietMs);
  const watchers = WATCHED.map((dir) =>
    watch(join(root, dir), { recursive: true }, (_event, name) => {
      if (name && isContentFile(name)) changed(relative(root, join(root, dir, name)));
    }),
  );
  return () => watchers.forEach((watcher) => watcher.close());
}
