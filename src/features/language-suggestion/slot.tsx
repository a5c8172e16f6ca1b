import { lazy, Suspense, useSyncExternalStore } from "react";
import { useClientValue } from "../../hooks/use-client-value";
import { useSitePage } from "../../page-context/site-page";
import type { LanguageLink } from "../../seo/language-links";
import { primaryLanguage } from "../../i18n/language-tag";
import { currentConsent, onConsentChange } from "../../services/consent/state";

const LanguageSuggestion = lazy(() => import(/* webpackChunkName: "language-suggestion" */ "./suggestion"));

/** Whether the browser speaks another language of this host at all: the first look, before any code of the bar loads. */
const speaksAnother = (languages: readonly LanguageLink[]): boolean => {
  const others = languages.filter((language) => !language.current).map((language) => primaryLanguage(language.value));
  return others.length > 0 && navigator.languages.some((tag) => others.includes(primaryLanguage(tag)));
};

const answered = (): boolean => currentConsent() !== undefined;
const notYet = (): boolean => false;

/**
 * A small bar that offers the host's other language when the browser prefers it: never a redirect.
 * Nothing of it is in the static HTML or the page's first scripts: after the first render, a first
 * look loads its chunk where it could be due, and the chunk decides (./suggestion.tsx). It shows only
 * once the consent question is answered (two sheets never stack), so a first visit asks for its code
 * then, not while the consent banner is up.
 */
export function LanguageSuggestionSlot() {
  const { languages } = useSitePage();
  const due = useClientValue(() => speaksAnother(languages), false, languages);
  const consentAnswered = useSyncExternalStore(onConsentChange, answered, notYet);
  if (!due || !consentAnswered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  );
}
