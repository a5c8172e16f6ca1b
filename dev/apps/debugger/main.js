/*
 * Demo debugger ("debugger"): in debug mode only, a table of every slot of the page with its
 * app, version, status and timings, read from the slots' attributes and the shell's
 * `runtime-apps:<slot>:<STATUS>` performance marks; it refreshes each second.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      caption: "Runtime apps on this page",
      slot: "Slot",
      app: "App",
      version: "Version",
      status: "Status",
      loaded: "Loaded in",
      current: "current",
    },
    de: {
      caption: "Runtime-Apps auf dieser Seite",
      slot: "Slot",
      app: "App",
      version: "Version",
      status: "Status",
      loaded: "Geladen in",
      current: "aktuell",
    },
  };
  var STYLE =
    ".dg p:empty{position:absolute}.dg{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.dg h3,.dg p{margin:0}.dg h3{font-size:1.125rem}.dg ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.dg li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.dg .go,.dg button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.dg button[disabled]{opacity:.6;cursor:default}.dg a{color:inherit}.dg label{display:grid;gap:.25rem;font-weight:600}.dg label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.dg input,.dg select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.dg .note{color:var(--color-muted,#545454)}.dg .error{color:var(--color-danger,#b00020)}.dg form{display:grid;gap:.75rem}@media (min-width:650px){.dg form.row{grid-template-columns:repeat(3,1fr);align-items:end}.dg form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}" +
    ".dg table{border-collapse:collapse;font:.8125rem/1.4 ui-monospace,monospace}.dg caption{text-align:start;font-weight:700}.dg th,.dg td{text-align:start;padding:.15rem .5rem;border-bottom:1px solid var(--color-border,#dcdcdc)}";

  // Milliseconds from a slot's last LOADING mark to its MOUNTED (or failure) mark after it, or "".
  function timing(slot, props) {
    var marks = function (status) {
      return performance.getEntriesByName("runtime-apps:" + slot + ":" + status, "mark");
    };
    var start = marks("LOADING").slice(-1)[0];
    if (!start) return "";
    var end = marks("MOUNTED")
      .concat(marks("LOAD_ERROR"), marks("BROKEN"))
      .filter(function (mark) {
        return mark.startTime >= start.startTime;
      })[0];
    return end
      ? new Intl.NumberFormat(props.locale, { style: "unit", unit: "millisecond", maximumFractionDigits: 0 }).format(
          end.duration + end.startTime - start.startTime,
        )
      : "";
  }

  function render(root, t, props) {
    var body = h("tbody", {});
    var columns = [t.slot, t.app, t.version, t.status, t.loaded];
    root.append(
      h("table", {}, [
        h("caption", {}, [t.caption]),
        h("thead", {}, [
          h(
            "tr",
            {},
            columns.map(function (name) {
              return h("th", { scope: "col" }, [name]);
            }),
          ),
        ]),
        body,
      ]),
    );
    function refresh() {
      var rows = Array.prototype.map.call(document.querySelectorAll("[data-app-slot][data-app-name]"), function (slot) {
        var name = slot.getAttribute("data-app-slot");
        return [
          name,
          slot.getAttribute("data-app-name"),
          slot.getAttribute("data-app-version") || t.current,
          slot.getAttribute("data-app-status"),
          timing(name, props),
        ];
      });
      body.replaceChildren.apply(
        body,
        rows.map(function (cells) {
          return h(
            "tr",
            {},
            cells.map(function (cell) {
              return h("td", {}, [cell || ""]);
            }),
          );
        }),
      );
    }
    refresh();
    var timer = window.setInterval(refresh, 1000);
    return function () {
      window.clearInterval(timer);
    };
  }

  kit.app("debugger", { texts: TEXTS, style: STYLE, className: "dg", render: render });
})();
