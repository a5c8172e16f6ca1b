import styled from "styled-components";

const Svg = styled.svg`
  flex: none;
  fill: currentColor;
`;

/**
 * One icon of the set (src/theme/icons.ts): a 24×24 path in the text's colour, inline, so it costs no
 * request and its box is known before anything loads. Decorative unless `label` names it.
 */
export function Icon({ d, size = 24, label }: { d: string; size?: number; label?: string }) {
  return (
    <Svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <path d={d} />
    </Svg>
  );
}
