(function (d, w) {
  var l = (w.dataLayer = w.dataLayer || []),
    n = "denied",
    s = d.currentScript.dataset;
  var m = RegExp("(^|; )" + s.cookie + "=" + s.version + "\\.(performance|essential)(;|$)").exec(d.cookie);
  function g() {
    l.push(arguments);
  }
  w.gtag = g;
  g("consent", "default", { ad_storage: n, ad_user_data: n, ad_personalization: n, analytics_storage: n });
  if (m) d.documentElement.setAttribute("data-consent", m[2]);
  if (w.navigator.globalPrivacyControl) d.documentElement.setAttribute("data-gpc", "");
  if (m && m[2] == "performance") g("consent", "update", { analytics_storage: "granted" });
})(document, window);
