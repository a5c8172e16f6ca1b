// @vitest-environment jsdom
import { loadCaptchaWidget, TOKEN_TIMEOUT_MS, widgetCaptcha } from "../../../src/services/captcha/widget";
import { widgetApiOf, type WidgetApi, type WidgetOptions } from "../../../src/services/captcha/widget-api";
import { loadThirdPartyScript } from "../../../src/services/third-party/load-script";

vi.mock("../../../src/services/third-party/load-script", () => ({ loadThirdPartyScript: vi.fn() }));

/** A provider's widget API that records each widget and lets the test answer its challenges. */
function fakeWidgets() {
  const rendered: { id: string; container: HTMLElement; options: WidgetOptions }[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, options: WidgetOptions) => {
      const id = `w${rendered.length + 1}`;
      rendered.push({ id, container, options });
      return id;
    }),
    execute: vi.fn<(id: string) => void>(),
    reset: vi.fn<(id: string) => void>(),
    remove: vi.fn<(id: string) => void>(),
  } satisfies WidgetApi;
  const options = (index = 0): WidgetOptions => {
    const widget = rendered[index];
    if (!widget) throw new Error(`no widget ${index}`);
    return widget.options;
  };
  return { api, rendered, options };
}

describe("the captcha widget adapter", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it("renders one invisible widget per action, executed on demand, into an empty container outside the page's flow", async () => {
    const { api, rendered, options } = fakeWidgets();
    const captcha = widgetCaptcha(api, "site-key-123");
    captcha.prepare?.("help_contact");
    expect(api.execute).not.toHaveBeenCalled();
    expect(options()).toMatchObject({
      sitekey: "site-key-123",
      action: "help_contact",
      execution: "execute",
      appearance: "interaction-only",
    });
    const container = rendered[0]?.container;
    expect(container?.isConnected).toBe(true);
    expect(container?.childElementCount).toBe(0);
    expect(container?.style.position).toBe("fixed");

    const token = captcha.token("help_contact");
    await vi.waitFor(() => expect(api.execute).toHaveBeenCalledWith("w1"));
    options().callback("token-1");
    await expect(token).resolves.toBe("token-1");
    expect(api.render).toHaveBeenCalledTimes(1);
    // A token is good for one request: the widget is ready for the next one.
    expect(api.reset).toHaveBeenCalledWith("w1");

    const other = captcha.token("ride_signup");
    await vi.waitFor(() => expect(api.execute).toHaveBeenCalledWith("w2"));
    options(1).callback("token-2");
    await expect(other).resolves.toBe("token-2");
  });

  it("rejects a refused challenge, resets the widget, and gets a token on the next try", async () => {
    const { api, options } = fakeWidgets();
    const captcha = widgetCaptcha(api, "site-key-123");
    const refused = captcha.token("ride_signup");
    await vi.waitFor(() => expect(api.execute).toHaveBeenCalledTimes(1));
    options()["error-callback"]("refused");
    await expect(refused).rejects.toThrow("the captcha provider refused the challenge (refused)");
    expect(api.reset).toHaveBeenCalledTimes(1);
    const again = captcha.token("ride_signup");
    await vi.waitFor(() => expect(api.execute).toHaveBeenCalledTimes(2));
    options().callback("token-after");
    await expect(again).resolves.toBe("token-after");
    expect(api.render).toHaveBeenCalledTimes(1);
  });

  it("rejects a token that is not a sane string", async () => {
    const { api, options } = fakeWidgets();
    const captcha = widgetCaptcha(api, "site-key-123");
    for (const bad of ["", 42, "x".repeat(5000)]) {
      const token = captcha.token("ride_signup");
      await vi.waitFor(() => expect(api.execute).toHaveBeenCalled());
      options().callback(bad);
      await expect(token).rejects.toThrow("malformed token");
      api.execute.mockClear();
    }
  });

  it("rejects when the widget cannot execute", async () => {
    const { api } = fakeWidgets();
    api.execute.mockImplementation(() => {
      throw new Error("widget gone");
    });
    await expect(widgetCaptcha(api, "site-key-123").token("ride_signup")).rejects.toThrow("widget gone");
  });

  it("gives up on a widget that never answers, removes it, and renders a fresh one for the next submission", async () => {
    vi.useFakeTimers();
    const { api, rendered, options } = fakeWidgets();
    const captcha = widgetCaptcha(api, "site-key-123");
    const silent = captcha.token("campaign_register");
    const checked = expect(silent).rejects.toThrow(`no answer within ${TOKEN_TIMEOUT_MS} ms`);
    await vi.advanceTimersByTimeAsync(TOKEN_TIMEOUT_MS);
    await checked;
    expect(api.remove).toHaveBeenCalledWith("w1");
    expect(rendered[0]?.container.isConnected).toBe(false);
    const next = captcha.token("campaign_register");
    await vi.waitFor(() => expect(api.execute).toHaveBeenCalledWith("w2"));
    options(1).callback("fresh");
    await expect(next).resolves.toBe("fresh");
  });
});

describe("the provider's widget API", () => {
  it("is refused unless it has render, execute, reset and remove", () => {
    expect(widgetApiOf(undefined)).toBeUndefined();
    expect(widgetApiOf({ render() {}, execute() {}, reset() {} })).toBeUndefined();
    expect(widgetApiOf({ render: "x", execute() {}, reset() {}, remove() {} })).toBeUndefined();
  });

  it("is called on the provider's own object, and render must answer a widget id", () => {
    const provider = {
      ids: 0,
      render(this: { ids: number }) {
        this.ids += 1;
        return this.ids;
      },
      execute() {},
      reset() {},
      remove() {},
    };
    const api = widgetApiOf(provider);
    const none = () => undefined;
    const options: WidgetOptions = {
      sitekey: "k",
      action: "a",
      callback: none,
      "error-callback": none,
      "expired-callback": none,
      execution: "execute",
      appearance: "interaction-only",
    };
    expect(api?.render(document.createElement("div"), options)).toBe("1");
    expect(provider.ids).toBe(1);
    const broken = widgetApiOf({ ...provider, render: () => ({}) });
    expect(() => broken?.render(document.createElement("div"), options)).toThrow();
  });

  it("is loaded through the same-origin proxy, and a script that defines none is a failure", async () => {
    const load = vi.mocked(loadThirdPartyScript);
    load.mockResolvedValue(undefined);
    await expect(loadCaptchaWidget("site-key-123")).rejects.toThrow("the captcha script defined no widget API (window.captchaWidget)");
    expect(load).toHaveBeenCalledWith(`/proxy?url=${encodeURIComponent("https://captcha.movanta.example/v0/api.js")}`);
    const { api } = fakeWidgets();
    vi.stubGlobal("captchaWidget", api);
    const captcha = await loadCaptchaWidget("site-key-123");
    captcha.prepare?.("ride_signup");
    expect(api.render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: "site-key-123" }));
    vi.unstubAllGlobals();
  });

  it("fails the load when the script does not load", async () => {
    vi.mocked(loadThirdPartyScript).mockRejectedValue(new Error("did not load"));
    await expect(loadCaptchaWidget("site-key-123")).rejects.toThrow("did not load");
  });
});
