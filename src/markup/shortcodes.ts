import type { MarkupContext } from "./types";

/** The value of a shortcode on this page; a branch or city the page does not name is empty. */
export function shortcodeValue(name: "Year" | "BranchName" | "CityName", context: MarkupContext): string {
  if (name === "Year") return String(context.year);
  return (name === "BranchName" ? context.branchName : context.cityName) ?? "";
}
