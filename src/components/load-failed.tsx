import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "./button";

const Box = styled.div`
  padding: var(--space-5);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  & > div > :first-child { margin-top: 0; }
  p { margin: 0 0 var(--space-4); }
`;

type Props = {
  /** The heading, where the failure stands in for a whole screen: the screen's own element, level and id. */
  heading?: ReactNode;
  /** What could not be loaded, and what the visitor can do. */
  message?: ReactNode;
  onRetry: () => void;
  /** The failure follows the visitor's own action (a retry, 'Show more', an opened link): focus moves to Retry. */
  focusRetry?: boolean;
};

/**
 * What a screen shows when its data could not be loaded: the message and a 'Try again' button, in
 * an `alert` region, so screen readers read it out as it appears. When it follows the visitor's own
 * action (`focusRetry`), the focus moves to 'Try again', whose description is the message: the
 * control the visitor used is gone, and the next step is the retry. On a page's first load it never
 * takes the focus, so the page does not jump to it.
 */
export function LoadFailed({ heading, message, onRetry, focusRetry = false }: Props) {
  const id = useId();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRetry) retry.current?.focus();
  }, [focusRetry]);
  return (
    <Box role="alert">
      <div id={id}>
        {heading}
        {message !== undefined && <p>{message}</p>}
      </div>
      <Button ref={retry} $variant="secondary" aria-describedby={id} onClick={onRetry}>
        <FormattedMessage id="errors.retry" />
      </Button>
    </Box>
  );
}

/**
 * A retry that remembers it was asked for: a failure after it followed the visitor's action, so
 * `LoadFailed` may take the focus (`focusRetry`).
 */
export function useRetried(retry: () => void): [retried: boolean, retryAgain: () => void] {
  const [retried, setRetried] = useState(false);
  const again = useCallback(() => {
    setRetried(true);
    retry();
  }, [retry]);
  return [retried, again];
}
