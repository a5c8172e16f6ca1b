// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { widgetApiOf, type WidgetOptions } from "../../../src/services/captcha/widget-api";

const source = readFileSync(join(process.cwd(), "dev", "third-party", "captcha.movanta.example", "v0", "api.js"), "utf8");

/** Runs the stand-in script in the page, with a fetch that answers its challenges as the test says. */
function loadStandIn(answer: (body: unknown) => Response) {
  Reflect.deleteProperty(window, "captchaWidget");
  const fetch = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(answer(JSON.parse(String(init?.body)))));
  vi.stubGlobal("fetch", fetch);
  new Function(source)();
  const api = widgetApiOf(Reflect.get(window, "captchaWidget"));
  if (!api) throw new Error("the stand-in defined no widget API");
  return { api, fetch };
}

const options = (overrides: Partial<WidgetOptions> = {}): WidgetOptions => ({
  sitekey: "local-stand-in-key",
  action: "ride_signup",
  callback: vi.fn(),
  "error-callback": vi.fn(),
  "expired-callback": vi.fn(),
  execution: "execute",
  appearance: "interaction-only",
  ...overrides,
});

describe("the captcha provider's stand-in widget", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("speaks the widget API invisibly: a challenge asks the stand-in service and calls back with its token", async () => {
    const { api, fetch } = loadStandIn(() => Response.json({ token: "signed-token" }));
    const container = document.createElement("div");
    const given = options();
    const id = api.render(container, given);
    expect(container.childElementCount).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    api.execute(id);
    await vi.waitFor(() => expect(given.callback).toHaveBeenCalledWith("signed-token"));
    expect(fetch).toHaveBeenCalledWith(
      "http://localhost:3000/captcha-stand-in/token",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ sitekey: "local-stand-in-key", action: "ride_signup" }) }),
    );
    expect(given["error-callback"]).not.toHaveBeenCalled();
  });

  it("calls the error callback when the service refuses", async () => {
    const { api } = loadStandIn(() => Response.json({ error: "refused" }, { status: 403 }));
    const given = options();
    api.execute(api.render(document.createElement("div"), given));
    await vi.waitFor(() => expect(given["error-callback"]).toHaveBeenCalledWith("refused"));
    expect(given.callback).not.toHaveBeenCalled();
  });

  it("drops the answer of a challenge that was reset or removed before it came", async () => {
    let release: (response: Response) => void = () => undefined;
    Reflect.deleteProperty(window, "captchaWidget");
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (release = resolve)));
    new Function(source)();
    const api = widgetApiOf(Reflect.get(window, "captchaWidget"));
    const given = options();
    const id = api?.render(document.createElement("div"), given) ?? "";
    api?.execute(id);
    api?.reset(id);
    release(Response.json({ token: "late" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(given.callback).not.toHaveBeenCalled();
    expect(() => api?.execute("no-such-widget")).toThrow("no widget");
  });

  it("refuses to render without a container and a callback, as a provider would", () => {
    loadStandIn(() => Response.json({}));
    const raw: unknown = Reflect.get(window, "captchaWidget");
    const render = (...args: unknown[]): unknown => Reflect.apply(Reflect.get(Object(raw), "render"), raw, args);
    expect(() => render("not an element", options())).toThrow("render needs a container element");
    expect(() => render(document.createElement("div"), { ...options(), sitekey: 7 })).toThrow("render needs a sitekey and a callback");
  });
});
