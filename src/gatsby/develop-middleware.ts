import type { IncomingMessage, ServerResponse } from "node:http";
import { hasFunction, requireDevModule } from "../web-api/fixture-loader";

/** The module of `npm run serve`'s local extras, loaded at run time: a build never loads dev/ code. */
const LOCAL_HANDLERS = "dev/dev-server.ts";

/** dev/site-server.ts's `Handler`: answers a request and returns true, or passes it on. */
export type LocalHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;

/** A connect-style middleware, as Gatsby's development server (express) takes it. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * gatsby-config's `developMiddleware` (`npm run dev` only): the local extras of `npm run serve` (demo
 * apps, the fixture API at /api, the flag service's stand-in, the field-data collector, the script
 * proxy) on Gatsby's development server, ahead of its own routes, so a page works there as it does
 * on the built site.
 */
export function developMiddleware(app: { use: (middleware: Middleware) => unknown }): void {
  const module = requireDevModule(LOCAL_HANDLERS);
  if (!hasFunction(module, "localHandlers")) throw new Error(`${LOCAL_HANDLERS} does not export localHandlers`);
  const handlers: unknown = module.localHandlers(process.cwd());
  if (!Array.isArray(handlers) || !handlers.every(isHandler)) throw new Error(`${LOCAL_HANDLERS}: localHandlers returned no handler list`);
  app.use(handlersMiddleware(handlers));
}

/** The handlers in turn, as one middleware: the first that answers ends the request, else Gatsby's routes go on. */
export function handlersMiddleware(handlers: readonly LocalHandler[]): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? "/", "http://site.invalid");
    for (const handle of handlers) if (handle(req, res, url)) return;
    next();
  };
}

const isHandler = (value: unknown): value is LocalHandler => typeof value === "function";
