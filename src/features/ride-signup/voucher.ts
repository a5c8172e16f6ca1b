import type { Market } from "../../../markets/schema";
import { marketFormats } from "../../i18n/formats";

/** Spec §9: the first-ride discount is 15 in the local currency. */
export const VOUCHER_AMOUNT = 15;
const voucherCurrencies = ["EUR", "GBP", "USD"] as const;

/**
 * The discount in the market's format. Spec §9 prices it in EUR, GBP or USD only: the market's own
 * currency where it is one of them (GB, US), otherwise EUR.
 */
export function voucherDiscount(market: Market): string {
  const currency = voucherCurrencies.find((c) => c === market.defaultCurrency) ?? "EUR";
  return marketFormats(market).currency(VOUCHER_AMOUNT, currency);
}

const CODE = /^[A-Z0-9-]{4,32}$/;

/** The voucher code handed over in the navigation's history state, if it is one (the boundary check). */
export function voucherFromState(state: unknown): string | undefined {
  if (state === null || typeof state !== "object" || !("voucherCode" in state)) return undefined;
  const code = state.voucherCode;
  return typeof code === "string" && CODE.test(code) ? code : undefined;
}

const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/** The confirmation token of the page's URL (`?token=`), if it has the API's form. */
export function tokenFromSearch(search: string): string | undefined {
  const token = new URLSearchParams(search).get("token");
  return token !== null && TOKEN.test(token) ? token : undefined;
}
