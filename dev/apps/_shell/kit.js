/*
 * The demo apps' kit (local stand-in for the small library every real app bundles): the element
 * builder, a constructed stylesheet adopted while mounted, the hash hand-over between steps, API
 * calls, formats, the signed-in session and the usual create function. Each app lists `kit.js` in its
 * bootstrapper before its `main.js`, so it loads from the app's own base as part of that app's release;
 * the dev server answers that name from `_shell/` (dev/apps/handler.ts). It registers no app.
 */
(function () {
  "use strict";
  if (window.movantaDemoKit) return;

  /** An element with attributes and children; null, undefined and false children are left out. */
  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      el.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      if (child !== null && child !== undefined && child !== false) el.append(child);
    });
    return el;
  }

  /**
   * A constructed stylesheet, adopted while at least one mount of the app is on the page: the
   * site's Content-Security-Policy refuses a <style> element with text in it (docs/runtime-apps.md, "Styles").
   */
  function styles(css) {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    var mounted = 0;
    return {
      adopt: function () {
        if (mounted++ === 0) document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
      },
      drop: function () {
        if (--mounted === 0)
          document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (s) {
            return s !== sheet;
          });
      },
    };
  }

  /** The texts of the page's language where the app has them, else English; `lang` and `dir` say which. */
  function textsFor(texts, props) {
    var own = texts[props.locale.slice(0, 2)];
    return { t: own || texts.en, lang: own ? props.locale : "en", dir: own ? props.direction : "ltr" };
  }

  // The previous step hands over in the hash's query (`#/offers?branch=…`), the only state between steps.
  function handedOver() {
    return new URLSearchParams(window.location.hash.split("?")[1] || "");
  }

  // The next step's address: its route and what it needs, in the hash's query.
  function routeTo(route, params) {
    var query = new URLSearchParams(params).toString();
    return route + (query ? "?" + query : "");
  }

  /** A JSON call to the web API in the page's language: its status and its body. */
  function callApi(props, path, init, signal) {
    var headers = { accept: "application/json", "accept-language": props.acceptLanguage };
    if (init && init.body) headers["content-type"] = "application/json";
    return fetch(props.apiBase + path, Object.assign({ headers: headers, signal: signal }, init || {})).then(function (response) {
      return response.json().then(function (body) {
        return { status: response.status, body: body };
      });
    });
  }

  /** A GET of the web API in the page's language: the answer's JSON, or a failure for any status but 2xx. */
  function getJson(props, path, signal) {
    return fetch(props.apiBase + path, {
      headers: { accept: "application/json", "accept-language": props.acceptLanguage },
      signal: signal,
    }).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    });
  }

  /** A text with `{name}` places filled in. */
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) {
      return String(values[key]);
    });
  }

  /** "2030-01-02" in the page's numeric date pattern (`DD.MM.YYYY`…); empty for anything else. */
  function shownDate(iso, pattern) {
    var parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso || "");
    return parts ? pattern.replace("YYYY", parts[1]).replace("MM", parts[2]).replace("DD", parts[3]) : "";
  }

  /** A time of day in the market's clock (`hh:mm a` is 12-hour), whatever the locale would pick. */
  function clock(props, extra) {
    return Object.assign({ hour: "2-digit", minute: "2-digit", numberingSystem: "latn", hour12: props.timeFormat === "hh:mm a" }, extra);
  }

  // "2027-03-01T12:30" as the page writes it: the date in props.dateFormat, the time in the market's clock.
  function when(local, props) {
    var date = shownDate(local.slice(0, 10), props.dateFormat || "YYYY-MM-DD");
    var time = new Intl.DateTimeFormat(props.locale, clock(props, { timeZone: "UTC" })).format(
      new Date(Date.UTC(2000, 0, 1, +local.slice(11, 13), +local.slice(14, 16))),
    );
    return date + " " + time;
  }

  /** An instant (ISO 8601) in the visitor's time zone: the page's date pattern and the market's clock. */
  function moment(iso, props) {
    var at = new Date(iso);
    var pad = function (n) {
      return String(n).padStart(2, "0");
    };
    var date = (props.dateFormat || "YYYY-MM-DD")
      .replace("DD", pad(at.getDate()))
      .replace("MM", pad(at.getMonth() + 1))
      .replace("YYYY", String(at.getFullYear()));
    return date + " " + new Intl.DateTimeFormat(props.locale, clock(props)).format(at);
  }

  // Every started 24 hours is a rental day, at least one.
  function rentalDays(from, to) {
    var span = Date.parse(to + ":00Z") - Date.parse(from + ":00Z");
    return Math.max(1, Math.ceil(span / 86400000));
  }

  /** The booking journey's search as its steps hand it on in the address, from a step's slot options. */
  function journeySearch(options) {
    var search = new URLSearchParams();
    [
      ["pickup", options.pickup],
      ["from", options.pickupAt],
      ["to", options.returnAt],
      ["currency", options.currency],
      ["type", options.vehicleType],
    ].forEach(function (pair) {
      if (pair[1]) search.set(pair[0], pair[1]);
    });
    return search;
  }

  // The session the sign-in apps store for this tab from POST /v1/auth/login, as a real login app
  // would; the account apps read it. Absent, unreadable or expired is no session. Storage tells no
  // other app of the same tab, so a change is also announced on the window (`changed`).
  var SESSION = "movanta.session";
  var CHANGED = "movanta-session-change";
  var session = {
    changed: CHANGED,
    read: function () {
      try {
        var stored = JSON.parse(window.sessionStorage.getItem(SESSION) || "null");
        return stored && typeof stored.email === "string" && Date.parse(stored.expiresAt) > Date.now() ? stored : null;
      } catch {
        return null;
      }
    },
    save: function (value) {
      window.sessionStorage.setItem(SESSION, JSON.stringify(value));
      window.dispatchEvent(new Event(CHANGED));
    },
    end: function () {
      window.sessionStorage.removeItem(SESSION);
      window.dispatchEvent(new Event(CHANGED));
    },
  };

  /**
   * The usual start of a create function: the styles adopted, a root `<div>` in the texts' language
   * with `children(t)` appended, and a handle whose unmount runs what `onUnmount` was given, then
   * stops the app's requests, drops the styles and removes the root.
   */
  function open(element, props, spec) {
    spec.styles.adopt();
    var texts = textsFor(spec.texts, props);
    var aborter = new AbortController();
    var root = h("div", { class: spec.className, lang: texts.lang, dir: texts.dir }, spec.children ? spec.children(texts.t) : []);
    element.append(root);
    var stops = [];
    return {
      t: texts.t,
      root: root,
      signal: aborter.signal,
      onUnmount: function (stop) {
        stops.push(stop);
      },
      handle: {
        unmount: function () {
          stops.forEach(function (stop) {
            stop();
          });
          aborter.abort();
          spec.styles.drop();
          root.remove();
        },
      },
    };
  }

  // The step apps' common look (the zen steps, the long-term rental family, the help assistant…),
  // scoped to the app's root class.
  var STEP_STYLE =
    ".{c} p:empty{position:absolute}.{c}{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.{c} h3,.{c} p{margin:0}.{c} h3{font-size:1.125rem}.{c} ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.{c} li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.{c} .go,.{c} button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.{c} button[disabled]{opacity:.6;cursor:default}.{c} a{color:inherit}.{c} label{display:grid;gap:.25rem;font-weight:600}.{c} label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.{c} input,.{c} select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.{c} .note{color:var(--color-muted,#545454)}.{c} .error{color:var(--color-danger,#b00020)}.{c} form{display:grid;gap:.75rem}@media (min-width:650px){.{c} form.row{grid-template-columns:repeat(3,1fr);align-items:end}.{c} form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  /**
   * Registers the usual app: styles (its own `style`, else the step apps' look) adopted while
   * mounted, a root `<div class=…>` in the texts' language, and `render(root, t, props, signal)`
   * filling it (what it returns, a function, runs on unmount); unmount also stops the app's requests.
   */
  function app(name, spec) {
    var sheet = styles(spec.style || STEP_STYLE.replace(/\{c\}/g, spec.className));
    function create(element, props) {
      sheet.adopt();
      var texts = textsFor(spec.texts, props);
      var aborter = new AbortController();
      var root = h("div", { class: spec.className, lang: texts.lang, dir: texts.dir });
      var stop = spec.render(root, texts.t, props, aborter.signal);
      element.append(root);
      return {
        unmount: function () {
          if (typeof stop === "function") stop();
          sheet.drop();
          aborter.abort();
          root.remove();
        },
      };
    }
    (window.movantaApps = window.movantaApps || []).push({ name: name, create: create });
  }

  window.movantaDemoKit = Object.freeze({
    h: h,
    styles: styles,
    textsFor: textsFor,
    handedOver: handedOver,
    routeTo: routeTo,
    callApi: callApi,
    getJson: getJson,
    fill: fill,
    shownDate: shownDate,
    clock: clock,
    when: when,
    moment: moment,
    rentalDays: rentalDays,
    journeySearch: journeySearch,
    session: session,
    open: open,
    app: app,
  });
})();
