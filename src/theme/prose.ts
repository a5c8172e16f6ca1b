/**
 * The class of the editorial text (the markup renderer's elements, src/components/page-body.tsx). Its
 * type is page-wide CSS (global-style.ts) rather than a styled component's: it styles bare elements,
 * and costs the pages no JavaScript.
 */
export const PROSE = "prose";
