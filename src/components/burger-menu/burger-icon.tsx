/** The three-bar and cross icons of the menu buttons; decorative, the buttons carry the names. */
export function BurgerIcon({ cross = false }: { cross?: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={cross ? "M5 5l14 14M19 5L5 19" : "M3 6h18M3 12h18M3 18h18"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
