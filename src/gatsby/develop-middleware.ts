import type { IncomingMessage, ServerResponse } from "node:http";
import { loadDevModule, type LocalHandler } from "../web-api/build/dev-modules";

/** A connect-style middleware, as Gatsby's development server (express) takes it. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * gatsby-config's `developMiddleware` (`npm run dev` only): the local extras of `npm run serve` (demo
 * apps, the fixture API at /api, the flag service's stand-in, the field-data collector, the script
 * proxy) on Gatsby's development server, ahead of its own routes, so a page works there as it does
 * on the built site.
 */
export function developMiddleware(app: { use: (middleware: Middleware) => unknown }): void {
  app.use(handlersMiddleware(loadDevModule("localServer").localHandlers(process.cwd())));
}

/** The handlers in turn, as one middleware: the first that answers ends the request, else Gatsby's routes go on. */
export function handlersMiddleware(handlers: readonly LocalHandler[]): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? "/", "http://site.invalid");
    for (const handle of handlers) if (handle(req, res, url)) return;
    next();
  };
}
