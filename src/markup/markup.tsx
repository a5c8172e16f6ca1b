import { parseMarkup } from "./parse-blocks";
import { MarkupView } from "./render";
import type { MarkupContext } from "./types";

/** Parses and renders editorial markup in one step (where the text is not parsed ahead, as in tests and tools). */
export function Markup({ source, context }: { source: string; context: MarkupContext }): JSX.Element {
  return <MarkupView document={parseMarkup(source)} context={context} />;
}
