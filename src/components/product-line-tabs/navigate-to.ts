import { navigate } from "gatsby";
import { isSitePath } from "../../markup/links";
import { targetProps } from "../link";

/** Follows a content link from script: site paths client-side, other URLs as a full load or a new window. */
export function navigateTo(url: string, target?: number): void {
  const windowProps = targetProps(target);
  if (windowProps.target) {
    window.open(url, windowProps.target, "noopener,noreferrer");
  } else if (isSitePath(url)) {
    void navigate(url);
  } else {
    window.location.assign(url);
  }
}
