const pad = (n: number): string => String(n).padStart(2, "0");

/** A local date as `YYYY-MM-DD`. */
export const isoOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DD` (the web API's dates) as a local date at midnight, for formatting and comparing. */
export function dateOf(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}
