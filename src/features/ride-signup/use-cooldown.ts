import { useEffect, useState } from "react";

/**
 * Seconds left until `until` (epoch ms), ticking once a second, 0 when it has passed. Reads the clock
 * only after mount, so the static HTML and hydration agree.
 */
export function useSecondsLeft(until: number): number {
  const left = (): number => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` reads `until` only.
  }, [until]);
  return seconds;
}
