// Local stand-in for the consent-management loader, served through /proxy by `npm start`.
window.movantaThirdParty = Object.assign(window.movantaThirdParty || {}, { consentLoader: "local stand-in" });
