// Local stand-in for the analytics tag loader, served through /proxy by `npm start`. Like a tag
// manager container it reads the data layer (past and future entries), honours Consent Mode, sets
// its cookie only while analytics storage is granted, and counts page views per container.
(function () {
  "use strict";
  var src = document.currentScript ? document.currentScript.src : "";
  var target = new URL(src, location.href).searchParams.get("url") || "";
  var container = new URL(target, "https://tags.movanta.example/").searchParams.get("id") || "none";
  var state = (window.movantaThirdParty = window.movantaThirdParty || {});
  state.tagLoader = "local stand-in";
  state.containers = (state.containers || []).concat(container);
  state.pageViews = state.pageViews || [];
  var layer = (window.dataLayer = window.dataLayer || []);
  var granted = false;

  function handle(entry) {
    if (entry && typeof entry === "object" && entry[0] === "consent" && entry[2] && entry[2].analytics_storage) {
      granted = entry[2].analytics_storage === "granted";
    } else if (entry && entry.event === "page_view") {
      state.pageViews.push({ container: container, path: entry.page_path });
      if (granted) document.cookie = "_mt_id=" + container + "." + Date.now() + "; path=/; max-age=63072000; samesite=lax";
    }
  }

  layer.forEach(handle);
  var push = layer.push;
  layer.push = function () {
    Array.prototype.forEach.call(arguments, handle);
    return push.apply(layer, arguments);
  };
})();
