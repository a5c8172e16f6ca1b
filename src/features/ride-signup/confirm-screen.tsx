import { navigate } from "gatsby";
import { useEffect, useReducer, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { failureOf } from "../../components/form/submit-failure";
import { ContentLink } from "../../components/link";
import { LoadFailed } from "../../components/load-failed";
import { useClientValue } from "../../hooks/use-client-value";
import { useSitePage } from "../../page-context/site-page";
import { ApiError } from "../../web-api/errors";
import { useApiClient } from "../../page-context/use-api";
import { confirmEmail } from "../../web-api/users";
import { Layer, Notice, Panel, Stack } from "./parts";
import { ridePaths } from "./paths";
import { tokenFromSearch } from "./voucher";

type State = { status: "checking" } | { status: "invalid" } | { status: "network" | "server" } | { status: "confirmed" };

/**
 * The e-mail link's target (spec §4): confirms the token of `?token=` with a POST (mail scanners that
 * follow links confirm nothing), then goes on to the thank-you page with the voucher code in the
 * history state. The static HTML shows the checking state.
 */
export function ConfirmScreen() {
  const { market } = useSitePage();
  const client = useApiClient();
  const paths = ridePaths(market);
  const [checked, setState] = useState<State>({ status: "checking" });
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const message = useRef<HTMLDivElement>(null);

  // The address is read after mount: the static HTML shows the checking state.
  const search = useClientValue<string | undefined>(() => window.location.search, undefined);
  const token = search === undefined ? undefined : tokenFromSearch(search);
  const state: State = search !== undefined && token === undefined ? { status: "invalid" } : checked;
  const checkAgain = () => {
    setState({ status: "checking" });
    retry();
  };

  useEffect(() => {
    if (token === undefined) return;
    const controller = new AbortController();
    client.call(confirmEmail, { body: { token }, signal: controller.signal }).then(
      (answer) => {
        setState({ status: "confirmed" });
        void navigate(paths.thankYou, { replace: true, state: { voucherCode: answer.voucherCode } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.code === "invalidToken") setState({ status: "invalid" });
        else setState({ status: failureOf(error) === "network" ? "network" : "server" });
      },
    );
    return () => controller.abort();
  }, [client, attempt, paths.thankYou, token]);

  // An invalid link needs the visitor's attention: its message takes the focus, so it is read out at once.
  useEffect(() => {
    if (state.status === "invalid") message.current?.focus();
  }, [state.status]);

  const failed = state.status === "network" || state.status === "server";
  // The static HTML shows the checking state; the result comes after hydration in the same place.
  return (
    <Panel>
      <Stack>
        <Layer $shown={state.status === "checking" || state.status === "confirmed"}>
          <p role="status">
            <FormattedMessage id={state.status === "confirmed" ? "ride.confirmPage.done" : "ride.confirmPage.checking"} />
          </p>
        </Layer>
        <Layer $shown={state.status === "invalid"}>
          <Notice ref={state.status === "invalid" ? message : undefined} tabIndex={-1}>
            <h2>
              <FormattedMessage id="ride.confirmPage.invalid.title" />
            </h2>
            <p>
              <FormattedMessage id="ride.confirmPage.invalid.text" />
            </p>
            <p>
              <ContentLink href={paths.signUp}>
                <FormattedMessage id="ride.confirmPage.signUp" />
              </ContentLink>
            </p>
          </Notice>
        </Layer>
        <Layer $shown={failed}>
          {/* The visitor opened the link to have it checked: a failure takes the focus, on its retry. */}
          <LoadFailed
            message={<FormattedMessage id={state.status === "network" ? "ride.confirmPage.network" : "ride.confirmPage.server"} />}
            onRetry={checkAgain}
            focusRetry={failed}
          />
        </Layer>
      </Stack>
    </Panel>
  );
}
