import { useEffect, useState } from "react";
import { useClientValue } from "../../hooks/use-client-value";

const secondsUntil = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * Seconds left until `until` (epoch ms), ticking once a second, 0 when it has passed. Reads the clock
 * again after mount, so the static HTML and hydration agree.
 */
export function useSecondsLeft(until: number): number {
  const [first] = useState(() => secondsUntil(until, Date.now()));
  const mountedAt = useClientValue<number | undefined>(() => Date.now(), undefined, until);
  const [tickedAt, setTickedAt] = useState<number>();
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      setTickedAt(now);
      if (secondsUntil(until, now) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const latest = Math.max(tickedAt ?? 0, mountedAt ?? 0);
  return latest === 0 ? first : secondsUntil(until, latest);
}
