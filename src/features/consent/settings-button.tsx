import { FormattedMessage, useIntl } from "react-intl";

/** The way to the privacy settings (footer and banner), to give, change or withdraw an answer at any time. */
export function PrivacySettingsButton() {
  const intl = useIntl();
  // The settings load on demand; if they cannot, the page stays as it is.
  const open = () => void import("./settings-dialog").then((dialog) => dialog.showSettings(intl), console.error);
  return (
    <button type="button" className="consent-settings" aria-haspopup="dialog" onClick={open}>
      <FormattedMessage id="consent.settings.title" />
    </button>
  );
}
