import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { handlersMiddleware } from "../../../src/gatsby/develop-middleware";
import type { LocalHandler } from "../../../src/web-api/build/dev-modules";

/** A request for the path, and its response. */
function exchange(url: string): [IncomingMessage, ServerResponse] {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  return [req, new ServerResponse(req)];
}

describe("the local extras on Gatsby's development server", () => {
  it("let the first handler that answers end the request, with the request's URL parsed", () => {
    const seen: string[] = [];
    const apps: LocalHandler = (_req, _res, url) => {
      seen.push(`apps ${url.pathname}`);
      return url.pathname.startsWith("/apps/");
    };
    const api: LocalHandler = (_req, _res, url) => {
      seen.push(`api ${url.pathname}${url.search}`);
      return url.pathname.startsWith("/api/");
    };
    const never: LocalHandler = () => {
      seen.push("never");
      return true;
    };
    const next = vi.fn();
    handlersMiddleware([apps, api, never])(...exchange("/api/v1/apps/fleet/list?country=us"), next);
    expect(seen).toEqual(["apps /api/v1/apps/fleet/list", "api /api/v1/apps/fleet/list?country=us"]);
    expect(next).not.toHaveBeenCalled();
  });

  it("pass a request no handler answers on to Gatsby", () => {
    const next = vi.fn();
    handlersMiddleware([() => false])(...exchange("/page-data/index/page-data.json"), next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
