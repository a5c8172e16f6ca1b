// Local stand-in for the captcha provider's widget script, served through /proxy by `npm start`
// (docs/captcha.md). It speaks the provider's widget API, window.captchaWidget, and is invisible: it
// never shows an interaction. A challenge asks the local server's stand-in service for a token
// (dev/captcha-stand-in/handler.ts), which signs one for the widget's action, or refuses it when the
// browser carries the cookie captcha-stand-in=refuse; a refusal calls the widget's error-callback.
(function () {
  "use strict";
  var state = (window.movantaThirdParty = window.movantaThirdParty || {});
  state.captchaWidget = "local stand-in";
  state.captchaChallenges = state.captchaChallenges || [];
  if (window.captchaWidget) return;
  var script = document.currentScript;
  var service = new URL("/captcha-stand-in/token", script ? script.src : location.href).href;
  var widgets = {};
  var count = 0;

  function widget(id) {
    var found = widgets[String(id)];
    if (!found) throw new Error("captcha stand-in: no widget " + id);
    return found;
  }
  function call(fn, value) {
    if (typeof fn === "function") fn(value);
  }

  window.captchaWidget = {
    render: function (container, options) {
      if (!(container instanceof Element)) throw new Error("captcha stand-in: render needs a container element");
      if (!options || typeof options.sitekey !== "string" || typeof options.callback !== "function") {
        throw new Error("captcha stand-in: render needs a sitekey and a callback");
      }
      count += 1;
      var id = "stand-in-" + count;
      widgets[id] = { container: container, options: options, run: 0 };
      container.setAttribute("data-captcha-stand-in", id);
      return id;
    },
    execute: function (id) {
      var current = widget(id);
      var run = (current.run += 1);
      var options = current.options;
      state.captchaChallenges.push({ action: options.action, sitekey: options.sitekey });
      fetch(service, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sitekey: options.sitekey, action: options.action || "" }),
        credentials: "same-origin",
      })
        .then(function (response) {
          return response.json().then(function (answer) {
            if (!response.ok || typeof answer.token !== "string") throw new Error(answer.error || "refused");
            return answer.token;
          });
        })
        .then(
          function (token) {
            // A reset or removed widget's challenge is void.
            if (widgets[id] === current && current.run === run) call(options.callback, token);
          },
          function (error) {
            if (widgets[id] === current && current.run === run) call(options["error-callback"], String(error.message || error));
          },
        );
    },
    reset: function (id) {
      widget(id).run += 1;
    },
    remove: function (id) {
      var current = widgets[String(id)];
      if (!current) return;
      current.container.removeAttribute("data-captcha-stand-in");
      delete widgets[String(id)];
    },
  };
})();
