/*
 * Demo checkout ("digital-checkout-driver"), step 4 of the booking journey (docs/runtime-apps.md,
 * "The booking journey"): the driver's details with the address form of the market's country
 * (GET /v1/config/addresstemplates), then the booking (POST /v1/rentalreservations/create) under one
 * idempotency key per checkout, kept in the address: a double click, a retry or back-and-submit books once.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Driver's details",
      noOffer: "No car chosen yet.",
      toOffers: "Back to the offers",
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      street: "Street",
      houseNumber: "House number",
      postcode: "Postal code",
      city: "City",
      region: "State or region",
      book: "Book now",
      booking: "Booking…",
      required: "Required field cannot be left empty.",
      invalidEmail: "Invalid email",
      format: "Please check the format.",
      gone: "This offer is no longer available.",
      chooseAnother: "Choose another car",
      failed: "The booking did not go through. Please try again.",
    },
    de: {
      title: "Fahrerdaten",
      noOffer: "Noch kein Fahrzeug gewählt.",
      toOffers: "Zurück zu den Angeboten",
      firstName: "Vorname",
      lastName: "Nachname",
      email: "E-Mail",
      street: "Straße",
      houseNumber: "Hausnummer",
      postcode: "Postleitzahl",
      city: "Ort",
      region: "Bundesland",
      book: "Jetzt buchen",
      booking: "Wird gebucht…",
      required: "Pflichtfeld darf nicht leer bleiben.",
      invalidEmail: "Ungültige E-Mail-Adresse",
      format: "Bitte prüfen Sie das Format.",
      gone: "Dieses Angebot ist nicht mehr verfügbar.",
      chooseAnother: "Anderes Fahrzeug wählen",
      failed: "Die Buchung ist nicht durchgegangen. Bitte versuchen Sie es erneut.",
    },
  };
  var STYLE =
    ".dcd p:empty{display:none}.dcd{font-family:'Movanta Sans',system-ui,sans-serif;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem;display:grid;gap:.75rem}" +
    ".dcd h2{margin:0;font-size:1.25rem}.dcd .note{margin:0;color:var(--color-muted,#545454)}.dcd .alert{margin:0;font-weight:600;color:var(--color-danger,#b00020)}" +
    ".dcd form{display:grid;gap:.75rem;grid-template-columns:1fr;align-items:start}@media (min-width:650px){.dcd form{grid-template-columns:repeat(2,minmax(0,1fr))}}" +
    ".dcd label{display:grid;gap:.25rem;font-weight:600}.dcd input{font:inherit;padding:.5rem;border:1px solid var(--color-control,#767676);border-radius:4px;min-width:0;background:var(--color-background,#fff);color:inherit}" +
    ".dcd .field-error{font-weight:400;font-size:.875rem;color:var(--color-danger,#b00020)}.dcd .field-error:empty{display:none}.dcd .end{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between}" +
    ".dcd a{color:inherit}.dcd button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:#ff5f00;color:#000;cursor:pointer}.dcd button:disabled{opacity:.6;cursor:progress}";

  var styles = kit.styles(STYLE);

  // The checkout's own memory of what was typed, for this tab only: the back button or a reload finds
  // the form filled. It is not a hand-over (the next step gets nothing from it) and holds no analytics.
  function memory(key) {
    var name = "digital-checkout-driver." + key;
    return {
      read: function () {
        try {
          return JSON.parse(window.sessionStorage.getItem(name) || "{}");
        } catch {
          return {};
        }
      },
      write: function (values) {
        try {
          window.sessionStorage.setItem(name, JSON.stringify(values));
        } catch {
          // Storage that cannot be used only loses the convenience.
        }
      },
    };
  }

  function create(element, props) {
    var o = props.options;
    var app = kit.open(element, props, {
      styles: styles,
      texts: TEXTS,
      className: "dcd",
      children: function (t) {
        return [h("h2", {}, [t.title])];
      },
    });
    var t = app.t;
    var root = app.root;
    var handle = app.handle;
    var id = "dcd-" + Math.random().toString(36).slice(2, 8);
    // A page the browser keeps and shows again on back (its back-forward cache) comes back as it was
    // left, mid-booking: the visitor can book again, and the key makes that the same reservation.
    function onShow(event) {
      if (event.persisted && button) retry();
    }
    window.addEventListener("pageshow", onShow);
    app.onUnmount(function () {
      window.removeEventListener("pageshow", onShow);
    });

    var search = kit.journeySearch(o);
    if (!o.offerId || !o.pickup || !o.pickupAt || !o.returnAt) {
      root.append(h("p", { class: "note" }, [t.noOffer]), h("a", { href: (o.offersUrl || "/") + "?" + search.toString() }, [t.toOffers]));
      return handle;
    }

    // One key per checkout, written into this page's address at once: a reload, or back from the
    // confirmation and submit again, sends the same key, and the API answers the same reservation.
    var key = o.idempotencyKey;
    if (!key) {
      key =
        "ck-" +
        Array.from(window.crypto.getRandomValues(new Uint8Array(12)), function (b) {
          return (b % 36).toString(36);
        }).join("");
      var here = new URL(window.location.href);
      here.searchParams.set("key", key);
      window.history.replaceState(window.history.state, "", here.href);
    }
    var saved = memory(key);
    var values = saved.read();

    var inputs = {};
    function field(name, type, required, extra) {
      var input = h(
        "input",
        Object.assign(
          { id: id + "-" + name, name: name, type: type, autocomplete: extra.autocomplete || "on" },
          required ? { "aria-required": "true" } : {},
        ),
      );
      if (typeof values[name] === "string") input.value = values[name];
      var error = h("span", { class: "field-error", id: id + "-" + name + "-error" });
      inputs[name] = { input: input, error: error, required: required, pattern: extra.pattern, kind: extra.kind };
      return h("label", { for: input.id }, [t[name], input, error]);
    }

    var form = h("form", { novalidate: "" }, [
      field("firstName", "text", true, { autocomplete: "given-name" }),
      field("lastName", "text", true, { autocomplete: "family-name" }),
      field("email", "email", true, { autocomplete: "email", kind: "email" }),
    ]);
    var alert = h("p", { class: "alert", role: "alert" });
    var button = h("button", { type: "submit" }, [t.book]);
    var toOffers = h("a", { href: o.offersUrl + "?" + search.toString() }, [t.toOffers]);
    root.append(
      h("p", { class: "note" }, [o.pickup + " · " + kit.when(o.pickupAt, props) + " – " + kit.when(o.returnAt, props)]),
      form,
      alert,
    );
    var country = props.country.alpha2;
    var autocompleteOf = {
      street: "address-line1",
      houseNumber: "address-line2",
      postcode: "postal-code",
      city: "address-level2",
      region: "address-level1",
    };

    kit
      .getJson(props, "/v1/config/addresstemplates?country=" + encodeURIComponent(country), app.signal)
      .catch(function (error) {
        if (error.name === "AbortError") throw error;
        // Without the template, the plainest address still books.
        return {
          fields: [
            { name: "street", required: true },
            { name: "postcode", required: false },
            { name: "city", required: true },
          ],
        };
      })
      .then(function (template) {
        template.fields.forEach(function (spec) {
          form.append(field(spec.name, "text", spec.required, { autocomplete: autocompleteOf[spec.name], pattern: spec.pattern }));
        });
        form.append(h("div", { class: "end" }, [toOffers, button]));
      })
      .catch(function () {});

    form.addEventListener("input", function () {
      var now = {};
      Object.keys(inputs).forEach(function (name) {
        now[name] = inputs[name].input.value;
      });
      saved.write(now);
    });

    function problemOf(entry) {
      var value = entry.input.value.trim();
      if (entry.required && !value) return t.required;
      if (value && entry.kind === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return t.invalidEmail;
      if (value && entry.pattern && !new RegExp(entry.pattern).test(value)) return t.format;
      return "";
    }

    function mark(name, message) {
      var entry = inputs[name];
      entry.error.textContent = message;
      if (message) {
        entry.input.setAttribute("aria-invalid", "true");
        entry.input.setAttribute("aria-describedby", entry.error.id);
      } else {
        entry.input.removeAttribute("aria-invalid");
        entry.input.removeAttribute("aria-describedby");
      }
    }

    var busy = false;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      // One booking per checkout: a second click while the first is on its way does nothing.
      if (busy) return;
      alert.textContent = "";
      var first;
      Object.keys(inputs).forEach(function (name) {
        var problem = problemOf(inputs[name]);
        mark(name, problem);
        if (problem && !first) first = inputs[name].input;
      });
      if (first) {
        first.focus();
        return;
      }
      busy = true;
      button.disabled = true;
      button.textContent = t.booking;
      var address = {};
      Object.keys(inputs).forEach(function (name) {
        if (["firstName", "lastName", "email"].indexOf(name) < 0 && inputs[name].input.value.trim())
          address[name] = inputs[name].input.value.trim();
      });
      var body = {
        idempotencyKey: key,
        offerId: o.offerId,
        extras: o.extras ? o.extras.split(",") : [],
        pickup: o.pickup,
        pickupAt: o.pickupAt,
        returnAt: o.returnAt,
        currency: o.currency || props.currency,
        driver: {
          firstName: inputs.firstName.input.value.trim(),
          lastName: inputs.lastName.input.value.trim(),
          email: inputs.email.input.value.trim(),
          country: country,
          address: address,
        },
      };
      fetch(props.apiBase + "/v1/rentalreservations/create", {
        method: "POST",
        headers: { accept: "application/json", "accept-language": props.acceptLanguage, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: app.signal,
      })
        .then(function (response) {
          return response.json().then(function (answer) {
            if (response.ok) {
              window.location.assign(o.confirmationUrl + "?reservation=" + encodeURIComponent(answer.reservationId));
              return;
            }
            if (response.status === 410) {
              // Sold since the list was shown: say so and lead back to the list, which says it again.
              var back = new URLSearchParams(search);
              back.set("notice", "gone");
              alert.replaceChildren(t.gone + " ", h("a", { href: o.offersUrl + "?" + back.toString() }, [t.chooseAnother]));
              button.textContent = t.book;
              return;
            }
            var named = answer && answer.error && answer.error.field ? answer.error.field.split(".").pop() : "";
            if (inputs[named]) {
              mark(named, t.format);
              inputs[named].input.focus();
            } else alert.textContent = t.failed;
            retry();
          });
        })
        .catch(function (error) {
          if (error.name === "AbortError") return;
          alert.textContent = t.failed;
          retry();
        });
    });

    function retry() {
      busy = false;
      button.disabled = false;
      button.textContent = t.book;
    }

    return handle;
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "digital-checkout-driver", create: create });
})();
