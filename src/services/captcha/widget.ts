import * as v from "valibot";
import { CAPTCHA_SCRIPT_URL, proxied } from "../../config/third-party";
import { theme } from "../../theme/theme";
import { loadThirdPartyScript } from "../third-party/load-script";
import type { Captcha } from "./index";
import { WIDGET_GLOBAL, widgetApiOf, widgetToken, type WidgetApi } from "./widget-api";

/** How long a submission waits for its token: room for the rare interaction the provider may ask for. */
export const TOKEN_TIMEOUT_MS = 60_000;

type Waiting = { resolve(token: string): void; reject(error: Error): void };
type Widget = { id: string; container: HTMLElement; waiting?: Waiting; last: Promise<unknown> };

/**
 * The captcha provider's adapter, a chunk of its own fetched on a form's first use: loads the
 * provider's widget script through the same-origin proxy, checks the widget API it defines, and
 * returns the site's `Captcha` for the site key.
 */
export async function loadCaptchaWidget(siteKey: string): Promise<Captcha> {
  await loadThirdPartyScript(proxied(CAPTCHA_SCRIPT_URL));
  const api = widgetApiOf(Reflect.get(window, WIDGET_GLOBAL));
  if (!api) throw new Error(`the captcha script defined no widget API (window.${WIDGET_GLOBAL})`);
  return widgetCaptcha(api, siteKey);
}

/**
 * One invisible widget per action, rendered when a form is first used and executed on each
 * submission; reset after each challenge, since a token is good for one request and a refused
 * challenge must start over. A widget that never answers is removed, so the next submission renders
 * a fresh one.
 */
export function widgetCaptcha(api: WidgetApi, siteKey: string, timeoutMs = TOKEN_TIMEOUT_MS): Captcha {
  const widgets = new Map<string, Widget>();
  const widgetFor = (action: string): Widget => {
    const known = widgets.get(action);
    if (known) return known;
    const widget = renderWidget(api, siteKey, action);
    widgets.set(action, widget);
    return widget;
  };
  const forget = (action: string, widget: Widget): void => {
    widgets.delete(action);
    widget.container.remove();
    try {
      api.remove(widget.id);
    } catch (error) {
      console.warn("[captcha] the provider could not remove a widget:", error);
    }
  };
  return {
    prepare: (action) => void widgetFor(action),
    token: async (action) => {
      const widget = widgetFor(action);
      // One challenge at a time per widget: a second one waits for the first to settle.
      const run = widget.last.then(
        () => challenge(api, widget, timeoutMs),
        () => challenge(api, widget, timeoutMs),
      );
      widget.last = run.catch(() => undefined);
      try {
        return await run;
      } catch (error) {
        if (error instanceof NoAnswer) forget(action, widget);
        throw error;
      }
    },
  };
}

/** The widget gave no answer in time: it is removed rather than reused. */
class NoAnswer extends Error {}

/** Renders an action's widget into a container of its own, outside the page's flow. */
function renderWidget(api: WidgetApi, siteKey: string, action: string): Widget {
  const container = outOfFlowContainer();
  const widget: Widget = { id: "", container, last: Promise.resolve() };
  const settle = (outcome: { token: string } | { error: Error }): void => {
    const waiting = widget.waiting;
    widget.waiting = undefined;
    if (!waiting) return;
    if ("token" in outcome) waiting.resolve(outcome.token);
    else waiting.reject(outcome.error);
  };
  try {
    widget.id = api.render(container, {
      sitekey: siteKey,
      action,
      callback: (token) => {
        const parsed = v.safeParse(widgetToken, token);
        settle(parsed.success ? { token: parsed.output } : { error: new Error("the captcha provider gave a malformed token") });
      },
      "error-callback": (code) => settle({ error: new Error(`the captcha provider refused the challenge (${String(code)})`) }),
      // A token is sent the moment it arrives, so none expires in hand; the next execution gets a fresh one.
      "expired-callback": () => undefined,
      execution: "execute",
      appearance: "interaction-only",
    });
  } catch (error) {
    container.remove();
    throw error;
  }
  return widget;
}

/** Executes a widget's challenge and waits for its token; the widget is reset for the next one either way. */
function challenge(api: WidgetApi, widget: Widget, timeoutMs: number): Promise<string> {
  const answer = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      widget.waiting = undefined;
      reject(new NoAnswer(`the captcha provider gave no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    widget.waiting = {
      resolve: (token) => {
        clearTimeout(timer);
        resolve(token);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    };
    try {
      api.execute(widget.id);
    } catch (error) {
      widget.waiting?.reject(error instanceof Error ? error : new Error("the captcha provider could not execute"));
      widget.waiting = undefined;
    }
  });
  return answer.finally(() => {
    try {
      api.reset(widget.id);
    } catch (error) {
      console.warn("[captcha] the provider could not reset a widget:", error);
    }
  });
}

/**
 * An empty element fixed at the bottom of the viewport: it takes no room and shows nothing, so the
 * widget is invisible, until the provider decides it must ask the visitor something; then its
 * interaction shows there, above the page, without moving it. Styled through the CSSOM, which the
 * site's CSP allows.
 */
function outOfFlowContainer(): HTMLElement {
  const container = document.createElement("div");
  container.dataset.captcha = "";
  const { style } = container;
  style.position = "fixed";
  style.insetBlockEnd = "1rem";
  style.insetInline = "0";
  style.marginInline = "auto";
  style.width = "max-content";
  style.zIndex = String(theme.layers.overlay);
  document.body.append(container);
  return container;
}
