import styled from "styled-components";

const Bubble = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 8.5rem;
  height: 8.5rem;
  margin: 0;
  border-radius: var(--radius-round);
  background: var(--color-brand);
  color: var(--color-on-brand);
  text-align: center;
  font-size: var(--text-sm); line-height: var(--leading-sm);
  line-height: 1.1;
  font-weight: var(--weight-medium);
  strong { font-size: var(--text-xxl); font-weight: var(--weight-bold); }
`;

/** The round promo-highlight bubble: prefix, highlight, suffix; nothing without a highlight. */
export function PromoBubble({ prefix, highlight, suffix }: { prefix?: string; highlight?: string; suffix?: string }) {
  if (!highlight) return null;
  return (
    <Bubble>
      {prefix && <span>{prefix}</span>}
      <strong>{highlight}</strong>
      {suffix && <span>{suffix}</span>}
    </Bubble>
  );
}
