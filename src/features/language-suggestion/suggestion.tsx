import { useEffect, useState } from "react";
import { useSitePage } from "../../page-context/site-page";
import type { LanguageLink } from "../../seo/language-links";
import { currentConsent, onConsentChange } from "../../services/consent/state";
import SuggestionBar from "./bar";
import { answeredLanguage, suggestedLanguage } from "./pick";

/**
 * Decides the suggestion once the consent question is answered (so two sheets never stack): the
 * language the browser ranks above the page's, unless the visitor answered it before on this host.
 */
export default function LanguageSuggestion() {
  const { languages, market } = useSitePage();
  const [suggestion, setSuggestion] = useState<LanguageLink>();
  useEffect(() => {
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
  return suggestion ? <SuggestionBar language={suggestion} onClose={() => setSuggestion(undefined)} /> : null;
}
