// Local stand-in for the analytics tag loader, served through /proxy by `npm start`.
window.movantaThirdParty = Object.assign(window.movantaThirdParty || {}, { tagLoader: "local stand-in" });
