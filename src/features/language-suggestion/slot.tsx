import { lazy, Suspense, useEffect, useState } from "react";
import { useSitePage } from "../../page/site-page";
import type { LanguageLink } from "../../seo/language-links";
import { currentConsent, onConsentChange } from "../../services/consent/state";
import { answeredLanguage, suggestedLanguage } from "./pick";

const SuggestionBar = lazy(() => import(/* webpackChunkName: "language-suggestion" */ "./bar"));

/**
 * A small bar that offers the host's other language when the browser prefers it: never a redirect.
 * Decided in the browser after the first render (the static HTML has none), and only once the
 * consent question is answered, so two bars never stack; its code loads only when it shows.
 */
export function LanguageSuggestionSlot() {
  const { languages, market } = useSitePage();
  const [suggestion, setSuggestion] = useState<LanguageLink>();
  useEffect(() => {
    if (languages.length < 2) return undefined;
    const decide = (): boolean => {
      if (currentConsent() === undefined) return false;
      const found = suggestedLanguage(navigator.languages, market.acceptLanguage, languages);
      if (found && answeredLanguage(window.localStorage) !== found.value) setSuggestion(found);
      return true;
    };
    if (decide()) return undefined;
    const stop = onConsentChange(() => {
      if (decide()) stop();
    });
    return stop;
  }, [languages, market]);
  if (!suggestion) return null;
  return (
    <Suspense fallback={null}>
      <SuggestionBar language={suggestion} onClose={() => setSuggestion(undefined)} />
    </Suspense>
  );
}
