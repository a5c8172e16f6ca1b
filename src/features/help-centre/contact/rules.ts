import { maxLength, pattern, required, type Rule } from "../../../components/form";

/** The contact form's fields (spec §3) in the order the form shows them and checks them. */
export const contactFields = ["topic", "name", "phone", "message", "rentalAgreement", "bookingId"] as const;
export type ContactField = (typeof contactFields)[number];

/** The same phone pattern the API checks: digits with +, spaces, brackets, slashes or dashes. */
export const PHONE = /^\+?[0-9 ()/-]{6,24}$/;

/**
 * A phone number as support calls it back from anywhere: a number with `+` (or `00`) keeps its own
 * country code; a national one (`089 2023 3000`) loses its leading trunk zero and gets the market's
 * `countryCodeNumber` (`+49 89 2023 3000`).
 */
export function internationalPhone(phone: string, countryCodeNumber: string): string {
  const typed = phone.trim();
  if (typed.startsWith("+")) return typed;
  if (typed.startsWith("00")) return `+${typed.slice(2)}`;
  return `${countryCodeNumber} ${typed.replace(/^0/, "")}`;
}

/** Spec §5 rules of each field; the limits are the API's (docs/web-api.md). */
export const contactRules: Readonly<Record<ContactField, readonly Rule[]>> = {
  topic: [required],
  name: [required, maxLength(100, "validation.contact.tooLong")],
  phone: [required, pattern(PHONE, "validation.phone")],
  message: [required, maxLength(2000, "validation.contact.tooLong")],
  rentalAgreement: [maxLength(30, "validation.contact.tooLong")],
  bookingId: [maxLength(30, "validation.contact.tooLong")],
};

export const emptyContact: Readonly<Record<ContactField, string>> = {
  topic: "",
  name: "",
  phone: "",
  message: "",
  rentalAgreement: "",
  bookingId: "",
};
