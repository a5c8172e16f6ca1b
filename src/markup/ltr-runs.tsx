import type { ReactNode } from "react";

/**
 * Phone numbers (`+966 11 449 0300`) and e-mail addresses in running text. A right-to-left paragraph
 * would otherwise reorder the space-separated groups of a number (`0300 449 11 966+`) and split an
 * address at its punctuation.
 */
const LEFT_TO_RIGHT_RUN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d ()-]{5,}\d/g;

/**
 * Text with each phone number and e-mail address isolated left to right (`<bdi dir="ltr">`), so it
 * reads the same on a right-to-left page; on a left-to-right page nothing changes. Text without one
 * is returned as it is.
 */
export function isolateLeftToRight(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LEFT_TO_RIGHT_RUN)) {
    const start = match.index;
    parts.push(text.slice(last, start));
    parts.push(
      <bdi key={start} dir="ltr">
        {match[0]}
      </bdi>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts.filter((part) => part !== "");
}
