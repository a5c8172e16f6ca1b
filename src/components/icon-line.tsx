import type { ReactNode } from "react";
import styled from "styled-components";
import { Icon } from "./icons/icon";

/** The icons' size beside a line of text (CSS pixels). */
export const LINE_ICON_SIZE = 20;

const Line = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  /* The icon sits on the first line of text, however the text wraps. */
  > svg,
  > [data-icon-slot] {
    /* Without the lh unit: half the smallest space step, about where a 20 px icon meets 16 px text. */
    margin-block-start: calc(${({ theme }) => theme.space[1]} / 2);
    margin-block-start: calc((1lh - ${LINE_ICON_SIZE}px) / 2);
  }
  > [data-icon-slot] {
    flex: none;
    inline-size: ${LINE_ICON_SIZE}px;
  }
`;

/**
 * A line of text led by a decorative icon (a contact channel, a hotline), as a list item or a
 * paragraph. The icon's box has its size before any style loads, so nothing moves; a line without
 * an icon keeps the same indent, so the texts of a list stay aligned.
 */
export function IconLine({ as, icon, children }: { as: "li" | "p"; icon?: string; children: ReactNode }) {
  return (
    <Line as={as}>
      {icon ? <Icon d={icon} size={LINE_ICON_SIZE} /> : <span data-icon-slot aria-hidden="true" />}
      <span>{children}</span>
    </Line>
  );
}
