import { PageBody } from "../../../components/page-body";
import type { HelpScreenProps } from "../../../page-context/help-page-data";
import { HelpSearch } from "../search/help-search";

/** The search page: its heading and the search with its results. */
export function HelpSearchScreen({ help }: HelpScreenProps) {
  return (
    <>
      <PageBody />
      <HelpSearch info={help.info} />
    </>
  );
}
