import { bundlesFromFiles } from "../../content/text-bundles";
import { PageMessages } from "./page-messages";

/**
 * The messages of the server render (gatsby-ssr.tsx), from the bundle files webpack puts into the HTML
 * renderer: reading them from disk there would make Gatsby render every page again on every build, as
 * it does when the renderer uses the file system. An edited bundle changes the renderer, and the
 * page's `messagesHash` changes its page data.
 */
function bundledFiles(): { name: string; messages: unknown }[] {
  // webpack replaces this call when it bundles the module (a plain call: it does not see an optional one).
  const context = import.meta.webpackContext("../messages", { recursive: true, regExp: /\.json$/ });
  // webpack may list a file twice (as `./x.json` and by its path from the project); the relative key is enough.
  return context
    .keys()
    .filter((key) => key.startsWith("./"))
    .map((key) => ({ name: key.slice(2), messages: context(key) }));
}

let made: PageMessages | undefined;

/** The project's messages in the HTML renderer, read once. */
export function serverMessages(): PageMessages {
  made ??= new PageMessages(bundlesFromFiles(bundledFiles()));
  return made;
}
