import { useEffect, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/button";
import { useClientValue } from "../../../hooks/use-client-value";
import { useSitePage } from "../../../page-context/site-page";
import { ContactOptions } from "../contact-options";
import type { HelpCentreInfo } from "../../../page-context/help-page-data";
import { localStore, readVotes, saveVote, type Vote } from "./vote-storage";

/** The box keeps one height whatever it shows, so the answer never moves the page below it. */
const Box = styled.section`
  margin-top: var(--space-7);
  padding-top: var(--space-4);
  border-top: 1px solid var(--color-border);
  min-height: 6.5rem;
  h2 { font-size: var(--text-lg); line-height: var(--leading-lg); margin: 0 0 var(--space-3); }
  p:focus { outline: none; }
`;

const Buttons = styled.div`
  display: flex;
  gap: var(--space-3);
`;

/** Yes and No: quiet outline buttons, wide enough for either word in every language. */
const Answer = styled(Button).attrs({ $variant: "secondary" })`
  min-width: 5rem;
  &[aria-disabled="true"] { cursor: progress; }
`;

type Step = { kind: "ask" } | { kind: "sending"; vote: Vote } | { kind: "failed" } | { kind: "voted"; vote: Vote };

/**
 * 'Was this helpful?' under an article: Yes or No, sent once per article per visitor (remembered in
 * storage). Yes thanks the visitor; No offers the market's contact options. Focus moves to the answer.
 */
export function ArticleVote({ info, articleId }: { info: HelpCentreInfo; articleId: string }) {
  const { market } = useSitePage();
  const key = `${info.centre}:${articleId}`;
  const [answered, setStep] = useState<Step>({ kind: "ask" });
  const answer = useRef<HTMLParagraphElement | HTMLHeadingElement | null>(null);
  const moveFocus = useRef(false);

  // Storage is read after mount: the static HTML always asks.
  const known = useClientValue(() => readVotes(localStore())[key], undefined, key);
  const step: Step = answered.kind === "ask" && known ? { kind: "voted", vote: known } : answered;

  const stepKind = step.kind;
  useEffect(() => {
    if (stepKind === "voted" && moveFocus.current) {
      moveFocus.current = false;
      answer.current?.focus();
    }
  }, [stepKind]);

  const vote = (choice: Vote): void => {
    setStep({ kind: "sending", vote: choice });
    import("./send-vote")
      .then(({ sendVote }) => sendVote(market, info.centre, articleId, choice === "yes"))
      .then(
        () => {
          saveVote(localStore(), key, choice);
          moveFocus.current = true;
          setStep({ kind: "voted", vote: choice });
        },
        () => setStep({ kind: "failed" }),
      );
  };

  if (step.kind === "voted") {
    return (
      <Box>
        {step.vote === "yes" ? (
          <p ref={answer} tabIndex={-1} role="status">
            <FormattedMessage id="help.vote.thanks" />
          </p>
        ) : (
          <>
            <p ref={answer} tabIndex={-1} role="status">
              <FormattedMessage id="help.vote.notHelpful" />
            </p>
            <ContactOptions info={info} headingLevel={2} id="help-vote-contact" />
          </>
        )}
      </Box>
    );
  }
  const sending = step.kind === "sending";
  return (
    <Box aria-labelledby="help-vote-question">
      <h2 id="help-vote-question">
        <FormattedMessage id="help.vote.question" />
      </h2>
      <Buttons>
        <Answer aria-disabled={sending} onClick={() => sending || vote("yes")}>
          <FormattedMessage id="help.vote.yes" />
        </Answer>
        <Answer aria-disabled={sending} onClick={() => sending || vote("no")}>
          <FormattedMessage id="help.vote.no" />
        </Answer>
      </Buttons>
      {step.kind === "failed" && (
        <p role="alert">
          <FormattedMessage id="help.vote.failed" />
        </p>
      )}
    </Box>
  );
}
