// Local stand-in for the ride layout's transfer components, served through /proxy by `npm start`.
window.movantaThirdParty = Object.assign(window.movantaThirdParty || {}, { transferComponents: "local stand-in" });
