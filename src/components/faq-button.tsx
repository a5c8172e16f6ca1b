import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "./button";
import { useClientOnlyStyle } from "../hooks/use-client-style";

/** Spec §2: the id of the element the FAQs button scrolls to. */
export const FAQ_TARGET_ID = "faq-how-to";
/** Spec §9: pixels left above that element after scrolling. */
export const FAQ_SCROLL_OFFSET = 50;

const Pill = styled(Button).attrs({ $variant: "secondary" })`
  padding: 0 var(--space-4);
  border-radius: var(--radius-pill);
  font-weight: var(--weight-medium);
`;

/** How long after a click a late change of the page above the section may still move the scroll. */
const SETTLE_MS = 3000;

/**
 * Scrolls smoothly (instantly with reduced motion) to the FAQ section, then moves focus there without
 * a second scroll. Content above the section may still be arriving when the visitor clicks (the
 * offers list's answer): when the scroll ends and the section has moved in the page meanwhile, it is
 * scrolled to again. A section that has not moved is left alone, so a visitor who scrolled elsewhere
 * is not pulled back.
 */
export function scrollToFaq(): void {
  const target = document.getElementById(FAQ_TARGET_ID);
  if (!target) return;
  const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  const pageTop = (): number => target.getBoundingClientRect().top + window.scrollY;
  let aimedAt = pageTop();
  window.scrollTo({ top: aimedAt - FAQ_SCROLL_OFFSET, behavior });
  target.focus({ preventScroll: true });
  const settle = (): void => {
    if (Math.abs(pageTop() - aimedAt) < 1) return;
    aimedAt = pageTop();
    window.scrollTo({ top: aimedAt - FAQ_SCROLL_OFFSET, behavior });
  };
  window.addEventListener("scrollend", settle);
  window.setTimeout(() => window.removeEventListener("scrollend", settle), SETTLE_MS);
}

/** The plus layout's FAQs button. */
export function FaqButton() {
  return (
    <Pill onClick={scrollToFaq} style={useClientOnlyStyle()}>
      <FormattedMessage id="layout.plus.faqs" />
    </Pill>
  );
}
