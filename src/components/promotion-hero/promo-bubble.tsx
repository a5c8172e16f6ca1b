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
  border-radius: 50%;
  background: ${({ theme }) => theme.surfaces.orange.background};
  color: ${({ theme }) => theme.surfaces.orange.text};
  text-align: center;
  line-height: 1.1;
  font-size: 0.875rem;
  font-weight: 600;
  strong { font-size: 2.25rem; font-weight: 800; }
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
