import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useClientOnlyStyle } from "./shell/use-client-style";

/** Spec §2: the id of the element the FAQs button scrolls to. */
export const FAQ_TARGET_ID = "faq-how-to";
/** Spec §9: pixels left above that element after scrolling. */
export const FAQ_SCROLL_OFFSET = 50;

const Button = styled.button`
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 1px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** Scrolls smoothly (instantly with reduced motion) to the FAQ section, then moves focus there without a second scroll. */
export function scrollToFaq(): void {
  const target = document.getElementById(FAQ_TARGET_ID);
  if (!target) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = target.getBoundingClientRect().top + window.scrollY - FAQ_SCROLL_OFFSET;
  window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

/** The plus layout's FAQs button. */
export function FaqButton() {
  return (
    <Button type="button" onClick={scrollToFaq} style={useClientOnlyStyle()}>
      <FormattedMessage id="layout.plus.faqs" />
    </Button>
  );
}
