import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { BANNER_CHUNK } from "../features/consent/consent-slot";
import { projectMessages, withPageDataMessages, type PageMessages } from "../i18n/build/page-messages";
import { startAfterFirstPaint } from "../shell/page-loading/build/start-after-paint";
import { chunkGroups } from "./chunk-groups";
import { walkFiles } from "./compress";

/**
 * What the build finishes on each page after Gatsby has written it: the messages its page data gets
 * (src/i18n/build/page-messages.ts), and the chunks its HTML starts beside Gatsby's scripts (the page shell's)
 * and preloads (the consent banner's) when its scripts start after the first paint
 * (src/shell/page-loading/build/start-after-paint.ts). The default build finishes its pages in onPostBuild
 * (`finishTree`), build:all in the host split, which rewrites every page anyway.
 */
export type PageFinish = {
  messages: PageMessages;
  scriptPreloads: readonly string[];
  shellScripts: readonly string[];
  /** The runtime-app runner's chunks, preloaded by the pages whose HTML has a slot bound to an app. */
  runnerPreloads?: readonly string[];
};

/** The webpack chunk of the runtime-app runner (its `webpackChunkName` in src/runtime-apps/use-app-slot.ts). */
export const APP_RUNNER_CHUNK = "app-runner";

/** What a bound app slot renders on the server (src/runtime-apps/slot.tsx); an unbound slot starts no runner. */
const BOUND_SLOT = /<[^>]+\sdata-app-name="/;

/** The webpack chunk of the page shell (its `webpackChunkName` in src/shell/page-shell.ts). */
export const PAGE_SHELL_CHUNK = "page-shell";

/**
 * The project's finish, from its text bundles and the built webpack stats (each read once). The consent
 * banner's chunk is preloaded so it is there when the page has hydrated: until it runs, React leaves the
 * server-rendered banner as it is, and an early navigation would make React render it again.
 */
export function projectFinish(root: string = process.cwd()): PageFinish {
  const chunks = chunkGroups(join(root, "public"));
  return {
    messages: projectMessages(root),
    scriptPreloads: chunks(BANNER_CHUNK),
    shellScripts: chunks(PAGE_SHELL_CHUNK),
    runnerPreloads: chunks(APP_RUNNER_CHUNK),
  };
}

/**
 * One page's HTML, finished. The runner is preloaded only where a slot will start it: a webpack
 * preload in the slot's module had every template that can hold a slot fetch it, the 404 page too.
 */
export const finishHtml = (html: string, finish: PageFinish): string =>
  startAfterFirstPaint(
    html,
    BOUND_SLOT.test(html) ? [...finish.scriptPreloads, ...(finish.runnerPreloads ?? [])] : finish.scriptPreloads,
    finish.shellScripts,
  );

/** One page-data.json's parsed content, finished. */
export const finishPageData = (data: unknown, finish: PageFinish): unknown => withPageDataMessages(data, finish.messages);

/**
 * Finishes every page and page-data.json under `publicDir` in one walk, leaving out what `skip` is
 * true for (its path relative to `publicDir`; a skipped folder is not entered). The static queries'
 * results (`page-data/sq/`) are not pages. Returns how many of each it wrote; a page already finished
 * is left as it is. Given as a function, the finish is made only when a page needs it (build:all's
 * public/ has its pages in host trees, which the split finishes).
 */
export function finishTree(
  publicDir: string,
  given: PageFinish | (() => PageFinish),
  skip: (rel: string) => boolean = () => false,
): { pages: number; pageData: number } {
  const written = { pages: 0, pageData: 0 };
  let made: PageFinish | undefined = typeof given === "function" ? undefined : given;
  const finishOf = (): PageFinish => (made ??= typeof given === "function" ? given() : given);
  for (const file of walkFiles(publicDir, (rel) => rel === "page-data/sq" || skip(rel))) {
    if (file.endsWith(".html")) {
      const html = readFileSync(file, "utf8");
      const finished = finishHtml(html, finishOf());
      if (finished === html) continue;
      writeFileSync(file, finished);
      written.pages += 1;
    } else if (file.endsWith(`${sep}page-data.json`) && relative(publicDir, file).startsWith(`page-data${sep}`)) {
      writeFileSync(file, JSON.stringify(finishPageData(JSON.parse(readFileSync(file, "utf8")), finishOf())));
      written.pageData += 1;
    }
  }
  return written;
}
