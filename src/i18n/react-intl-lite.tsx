import { Children, cloneElement, createContext, createElement, Fragment, isValidElement, useContext, useMemo, type ReactNode } from "react";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * What the site uses of react-intl, for the browser bundle only (src/gatsby/webpack.ts aliases
 * `react-intl` to this file there; the server render, the tests and the types keep react-intl).
 * Messages arrive as ICU syntax trees of literals, arguments, plurals (with `#`) and selects
 * (src/i18n/namespaces.ts, the content check keeps it so), so formatting them needs a few lines, not
 * react-intl's formatter classes, error types and memoized caches. Same output as react-intl 7 for
 * every message of every bundle (tests/unit/i18n/react-intl-lite.test.tsx): strings merged the
 * same way, so the browser's render matches the server's.
 */

type Messages = Readonly<Record<string, readonly MessageFormatElement[] | string>>;
type Values = Readonly<Record<string, unknown>>;
type Descriptor = { id?: string | number; defaultMessage?: unknown; description?: unknown };
type Part = { literal: boolean; value: unknown };

/** react-intl's error codes the site reads. */
export const ReactIntlErrorCode = {
  FORMAT_ERROR: "FORMAT_ERROR",
  MISSING_TRANSLATION: "MISSING_TRANSLATION",
} as const;

class IntlError extends Error {
  constructor(
    readonly code: (typeof ReactIntlErrorCode)[keyof typeof ReactIntlErrorCode],
    message: string,
  ) {
    super(`[@formatjs/intl Error ${code}] ${message}`);
  }
}

export type IntlConfig = { locale: string; defaultLocale?: string; messages?: Messages; onError?: (error: IntlError) => void };
export type IntlShape = IntlConfig & {
  formatMessage: (descriptor: Descriptor, values?: Values) => string | ReactNode[];
  $t: IntlShape["formatMessage"];
  textComponent: typeof Fragment;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T,>(cache: Map<string, T>, key: string, make: () => T): T => cache.get(key) ?? cache.set(key, make()).get(key) ?? make();

/** intl-messageformat's formatToParts for the element types the site's messages have. */
function toParts(elements: readonly MessageFormatElement[], locale: string, values: Values, pluralValue?: number): Part[] {
  const parts: Part[] = [];
  for (const el of elements) {
    if (el.type === TYPE.literal) parts.push({ literal: true, value: el.value });
    else if (el.type === TYPE.pound) {
      if (typeof pluralValue === "number")
        parts.push({ literal: true, value: cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(pluralValue) });
    } else if (!(String(el.value) in values)) throw new Error(`The intl string context variable "${String(el.value)}" was not provided`);
    else if (el.type === TYPE.argument) {
      const value = values[el.value];
      const plain = !value || typeof value === "string" || typeof value === "number";
      const shown = plain ? (typeof value === "string" || typeof value === "number" ? String(value) : "") : value;
      parts.push({ literal: typeof shown === "string", value: shown });
    } else if (el.type === TYPE.select) {
      const option = el.options[String(values[el.value])] ?? el.options.other;
      if (!option) throw new Error(`Invalid value for "${el.value}"`);
      // As intl-messageformat: a select's branch does not carry the plural's number on.
      parts.push(...toParts(option.value, locale, values));
    } else if (el.type === TYPE.plural) {
      const value = Number(values[el.value]);
      const offset = value - (el.offset || 0);
      const rule = () =>
        cached(pluralRules, `${locale} ${el.pluralType}`, () => new Intl.PluralRules(locale, { type: el.pluralType })).select(offset);
      const option = el.options[`=${value}`] ?? el.options[rule()] ?? el.options.other;
      if (!option) throw new Error(`Invalid value for "${el.value}"`);
      parts.push(...toParts(option.value, locale, values, offset));
    } else throw new Error(`Message element of type ${el.type} is not supported in the browser`);
  }
  return parts.reduce<Part[]>((merged, part) => {
    const last = merged.at(-1);
    if (last?.literal && part.literal) last.value = `${String(last.value)}${String(part.value)}`;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/** IntlMessageFormat's format: one string, or strings and objects with adjacent strings joined. */
function format(message: readonly MessageFormatElement[], locale: string, values: Values): string | unknown[] {
  const parts = toParts(message, locale, values);
  if (parts.length === 1) return parts[0]?.value as string;
  const result = parts.reduce<unknown[]>((all, part) => {
    const last = all.at(-1);
    if (!all.length || !part.literal || typeof last !== "string") all.push(part.value);
    else all[all.length - 1] = last + String(part.value);
    return all;
  }, []);
  return result.length <= 1 ? ((result[0] as string | undefined) ?? "") : result;
}

/** react-intl's keyed node array: each element gets its index as key. */
const keyed = (nodes: unknown[]): ReactNode[] =>
  Children.map(nodes as ReactNode[], (node, key) => (isValidElement(node) ? cloneElement(node, { key }) : node)) ?? [];

const reportByDefault = (error: IntlError): void => {
  if (process.env.NODE_ENV !== "production") console.error(error);
};

/** react-intl's createIntl, formatMessage only. */
export function createIntl(config: IntlConfig): IntlShape {
  const { locale, messages = {}, onError = reportByDefault } = config;
  const formatMessage = ({ id }: Descriptor, values?: Values): string | ReactNode[] => {
    const key = String(id);
    const message = Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
    if (!message) {
      onError(new IntlError("MISSING_TRANSLATION", `Missing message: "${key}" for locale: "${locale}", using id as fallback.`));
      return key;
    }
    if (typeof message === "string") return message;
    try {
      const result = format(message, locale, values ?? {});
      return Array.isArray(result) ? keyed(result) : result;
    } catch (error) {
      onError(new IntlError("FORMAT_ERROR", `Error formatting message: "${key}", using id as fallback.\n${String(error)}`));
      return key;
    }
  };
  return { defaultLocale: "en", ...config, messages, onError, formatMessage, $t: formatMessage, textComponent: Fragment };
}

const IntlContext = createContext<IntlShape | null>(null);

/** react-intl's RawIntlProvider: gives an intl object made elsewhere. */
export const RawIntlProvider = IntlContext.Provider;

/** react-intl's IntlProvider: the intl object of its config for everything below it. */
export function IntlProvider({ children, locale, defaultLocale, messages, onError }: IntlConfig & { children?: ReactNode }) {
  const intl = useMemo(() => createIntl({ locale, defaultLocale, messages, onError }), [locale, defaultLocale, messages, onError]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** react-intl's useIntl. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl)
    throw new Error("[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.");
  return intl;
}

/** react-intl's FormattedMessage: the message in a fragment (or `tagName`), or handed to a render function. */
export function FormattedMessage({
  id,
  values,
  tagName,
  children,
}: Descriptor & { values?: Values; tagName?: string; children?: (nodes: ReactNode[]) => ReactNode }) {
  const nodes = useIntl().formatMessage({ id }, values);
  if (typeof children === "function") return children(Array.isArray(nodes) ? nodes : [nodes]);
  return createElement(tagName ?? Fragment, null, nodes);
}
