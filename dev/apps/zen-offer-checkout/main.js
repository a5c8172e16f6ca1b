/*
 * Demo zen checkout ("zen-offer-checkout"): the driver's name, e-mail and address (the form of the
 * market's country, GET /v1/config/addresstemplates) for the chosen car, signed in or not; booking
 * creates the reservation (POST /v1/rentalreservations/create) under one idempotency key per
 * checkout, kept in the hash, and hands its id to the confirmation.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      first: "First name",
      last: "Last name",
      email: "E-mail",
      street: "Street",
      houseNumber: "House number",
      postcode: "Postal code",
      city: "City",
      region: "State or region",
      book: "Book now",
      booking: "Booking…",
      signIn: "Sign in for a faster checkout",
      signedIn: "Signed in as {email}",
      required: "Required field cannot be left empty.",
      invalid: "Invalid email",
      format: "Please check this entry.",
      missing: "Choose a car first.",
      gone: "This car is no longer available.",
      another: "Choose another car",
      failed: "The booking could not be made. Please try again.",
      back: "Back to the extras",
    },
    de: {
      first: "Vorname",
      last: "Nachname",
      email: "E-Mail",
      street: "Straße",
      houseNumber: "Hausnummer",
      postcode: "Postleitzahl",
      city: "Ort",
      region: "Bundesland",
      book: "Jetzt buchen",
      booking: "Wird gebucht…",
      signIn: "Anmelden für einen schnelleren Abschluss",
      signedIn: "Angemeldet als {email}",
      required: "Pflichtfeld darf nicht leer bleiben.",
      invalid: "Ungültige E-Mail-Adresse",
      format: "Bitte prüfen Sie diese Angabe.",
      missing: "Wählen Sie zuerst ein Auto.",
      gone: "Dieses Auto ist nicht mehr verfügbar.",
      another: "Anderes Auto wählen",
      failed: "Die Buchung war nicht möglich. Bitte versuchen Sie es erneut.",
      back: "Zurück zu den Extras",
    },
  };
  // Without the country's template, the plainest address still books.
  var PLAIN_ADDRESS = [
    { name: "street", required: true },
    { name: "postcode", required: false },
    { name: "city", required: true },
  ];
  var AUTOCOMPLETE = {
    street: "address-line1",
    houseNumber: "address-line2",
    postcode: "postal-code",
    city: "address-level2",
    region: "address-level1",
  };

  // One key per checkout, written into the hash at once without a new history entry: a reload, or
  // back from the confirmation and book again, sends the same key and the API answers the same reservation.
  function checkoutKey(given) {
    var key = given.get("key");
    if (/^zk-[a-z0-9]{12}$/.test(key || "")) return key;
    key =
      "zk-" +
      Array.from(window.crypto.getRandomValues(new Uint8Array(12)), function (b) {
        return (b % 36).toString(36);
      }).join("");
    var withKey = new URLSearchParams(given);
    withKey.set("key", key);
    window.history.replaceState(window.history.state, "", "#/checkout?" + withKey.toString());
    return key;
  }

  // A local date-time of the search's day at the market's default time (spec §9: pickup 12:30, return 08:30).
  function at(day, time, fallback) {
    var clock = time ? String(time.hour).padStart(2, "0") + ":" + String(time.minute).padStart(2, "0") : fallback;
    return day + "T" + clock;
  }

  function render(root, t, props, signal) {
    var given = kit.handedOver();
    if (!given.get("offer") || !/^\d{4}-\d\d-\d\d$/.test(given.get("from") || "") || !/^\d{4}-\d\d-\d\d$/.test(given.get("to") || "")) {
      root.append(h("p", { role: "status" }, [t.missing]), h("p", {}, [h("a", { href: "#/search" }, [t.another])]));
      return;
    }
    var key = checkoutKey(given);
    given = kit.handedOver();
    var signed = kit.session.read();
    var inputs = {};
    function field(name, required, extra) {
      var input = h("input", Object.assign({ name: name, autocomplete: AUTOCOMPLETE[name] || "on" }, extra || {}));
      if (required) input.setAttribute("aria-required", "true");
      inputs[name] = { input: input, required: required, pattern: (extra || {}).pattern };
      return h("label", {}, [t[name], input]);
    }
    var form = h("form", { class: "row", novalidate: "", "aria-busy": "true" }, [
      field("first", true, { autocomplete: "given-name", maxlength: "50" }),
      field("last", true, { autocomplete: "family-name", maxlength: "50" }),
      field("email", true, { type: "email", autocomplete: "email", value: signed ? signed.email : "" }),
    ]);
    var error = h("p", { class: "error", role: "alert" });
    var book = h("button", { type: "submit", disabled: "" }, [t.book]);
    var account = signed
      ? h("p", { class: "note" }, [kit.fill(t.signedIn, { email: signed.email })])
      : h("p", {}, [h("a", { href: kit.routeTo("#/sign-in", { next: window.location.hash }) }, [t.signIn])]);
    // Other choices are another checkout: the way back leaves the key behind.
    var choices = new URLSearchParams(given);
    choices.delete("key");
    root.append(account, form, error, h("p", {}, [h("a", { href: "#/extras?" + choices.toString() }, [t.back])]));

    kit
      .callApi(props, "/v1/config/addresstemplates?country=" + encodeURIComponent(props.country.alpha2), null, signal)
      .then(function (answer) {
        return answer.status === 200 ? answer.body.fields : PLAIN_ADDRESS;
      })
      .catch(function (failure) {
        if (failure.name === "AbortError") throw failure;
        return PLAIN_ADDRESS;
      })
      .then(function (fields) {
        fields.forEach(function (spec) {
          form.append(field(spec.name, spec.required, spec.pattern ? { pattern: spec.pattern } : {}));
        });
        form.append(h("p", {}, [book]));
        form.removeAttribute("aria-busy");
        book.disabled = false;
      })
      .catch(function () {});

    function problemOf(entry) {
      var value = entry.input.value.trim();
      if (entry.required && !value) return t.required;
      if (value && entry.input.type === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return t.invalid;
      if (value && entry.pattern && !new RegExp(entry.pattern).test(value)) return t.format;
      return "";
    }

    function mark(name, problem) {
      var input = inputs[name].input;
      if (problem) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      // A second click while the booking is on its way books nothing more.
      if (book.disabled) return;
      var first = null;
      Object.keys(inputs).forEach(function (name) {
        var problem = problemOf(inputs[name]);
        mark(name, problem);
        if (problem && !first) first = { name: name, problem: problem };
      });
      if (first) {
        error.textContent = t[first.name] + ": " + first.problem;
        inputs[first.name].input.focus();
        return;
      }
      error.textContent = "";
      book.disabled = true;
      book.textContent = t.booking;
      var address = {};
      Object.keys(inputs).forEach(function (name) {
        if (["first", "last", "email"].indexOf(name) < 0 && inputs[name].input.value.trim())
          address[name] = inputs[name].input.value.trim();
      });
      var initial = props.initialDate || {};
      var body = {
        idempotencyKey: key,
        offerId: given.get("offer"),
        extras: (given.get("extras") || "").split(",").filter(Boolean),
        pickup: given.get("branch") || "",
        pickupAt: at(given.get("from"), initial.pickup, "12:30"),
        returnAt: at(given.get("to"), initial.return, "08:30"),
        currency: /^[A-Z]{3}$/.test(given.get("currency") || "") ? given.get("currency") : props.currency,
        driver: {
          firstName: inputs.first.input.value.trim(),
          lastName: inputs.last.input.value.trim(),
          email: inputs.email.input.value.trim(),
          country: props.country.alpha2,
          address: address,
        },
      };
      kit
        .callApi(props, "/v1/rentalreservations/create", { method: "POST", body: JSON.stringify(body) }, signal)
        .then(function (answer) {
          if (answer.status === 200 || answer.status === 201) {
            var next = new URLSearchParams(given);
            next.delete("key");
            next.set("reservation", answer.body.reservationId);
            window.location.hash = "#/confirmation?" + next.toString();
            return;
          }
          retry();
          if (answer.status === 410) {
            // Sold since the list was shown: say so and lead back to the list with the same search.
            var search = kit.routeTo("#/offers", { branch: given.get("branch") || "", from: given.get("from"), to: given.get("to") });
            error.replaceChildren(t.gone + " ", h("a", { href: search }, [t.another]));
            return;
          }
          var named = answer.body && answer.body.error && answer.body.error.field ? answer.body.error.field.split(".").pop() : "";
          if (inputs[named]) {
            mark(named, t.format);
            error.textContent = t[named] + ": " + t.format;
            inputs[named].input.focus();
          } else error.textContent = t.failed;
        })
        .catch(function (failure) {
          if (failure.name === "AbortError") return;
          retry();
          error.textContent = t.failed;
        });
    });

    function retry() {
      book.disabled = false;
      book.textContent = t.book;
    }
  }

  kit.app("zen-offer-checkout", { texts: TEXTS, className: "zc", render: render });
})();
