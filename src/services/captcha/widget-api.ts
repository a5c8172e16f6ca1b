import * as v from "valibot";

/** The global the provider's script defines (docs/captcha.md: the one name to change with the provider). */
export const WIDGET_GLOBAL = "captchaWidget";

/** What `render` takes: an invisible, managed challenge that runs when executed and asks for an interaction only if it must. */
export type WidgetOptions = Readonly<{
  sitekey: string;
  /** The form the token is for; the API checks the token names it. */
  action: string;
  callback: (token: unknown) => void;
  "error-callback": (code: unknown) => void;
  "expired-callback": () => void;
  execution: "execute";
  appearance: "interaction-only";
}>;

/** The provider's widget API, as the adapter uses it. */
export type WidgetApi = Readonly<{
  render(container: HTMLElement, options: WidgetOptions): string;
  execute(id: string): void;
  reset(id: string): void;
  remove(id: string): void;
}>;

const shape = v.object({ render: v.function(), execute: v.function(), reset: v.function(), remove: v.function() });
const widgetId = v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(200)), v.number()]);

/** A token as it travels in a form's request: a non-empty string of sane length. */
export const widgetToken = v.pipe(v.string(), v.minLength(1), v.maxLength(4096));

/**
 * The widget API of a value (the provider's global), checked: four functions, called on the
 * provider's own object, and `render` answering a widget id. Undefined when the value is not one.
 */
export function widgetApiOf(value: unknown): WidgetApi | undefined {
  const parsed = v.safeParse(shape, value);
  if (!parsed.success) return undefined;
  const { render, execute, reset, remove } = parsed.output;
  return {
    render: (container, options) => String(v.parse(widgetId, render.call(value, container, options))),
    execute: (id) => void execute.call(value, id),
    reset: (id) => void reset.call(value, id),
    remove: (id) => void remove.call(value, id),
  };
}
