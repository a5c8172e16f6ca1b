// Local stand-in for the consent-management loader, served through /proxy by `npm start`: it keeps
// the answers the site queues in window.movantaConsentLog, past and future.
(function () {
  "use strict";
  var state = (window.movantaThirdParty = window.movantaThirdParty || {});
  state.consentLoader = "local stand-in";
  state.consentRecords = state.consentRecords || [];
  var log = (window.movantaConsentLog = window.movantaConsentLog || []);
  log.forEach(function (record) {
    state.consentRecords.push(record);
  });
  var push = log.push;
  log.push = function () {
    Array.prototype.forEach.call(arguments, function (record) {
      state.consentRecords.push(record);
    });
    return push.apply(log, arguments);
  };
})();
