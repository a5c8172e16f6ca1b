import type { ReactNode } from "react";
import { useClientOnlyStyle } from "../hooks/use-client-style";

/**
 * Shell content that only works with the client (login, runtime-app slots): hidden until the first
 * client render. `visibility` keeps its box, so showing it shifts nothing (CLS 0).
 */
export function ClientRegion({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  const style = useClientOnlyStyle();
  if (label) {
    return (
      <section aria-label={label} className={className} style={style}>
        {children}
      </section>
    );
  }
  return (
    <div className={className} style={style}>
      {children}
    </div>
  );
}
