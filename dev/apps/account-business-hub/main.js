/*
 * Demo business hub ("account-business-hub"): the business customers' sign-in and sign-up. Option
 * `mode`: "login" (email and password) or "signup" (company, name, email and password, with the
 * spec's rules: names up to 50 characters, password 8 to 50 without spaces at its ends). Nothing is sent.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    ar: {
      login: "تسجيل دخول الشركات",
      signup: "فتح حساب أعمال",
      company: "اسم الشركة",
      firstName: "الاسم الأول",
      lastName: "اسم العائلة",
      email: "البريد الإلكتروني للعمل",
      password: "كلمة المرور",
      logIn: "تسجيل الدخول",
      create: "إنشاء حساب أعمال",
      required: "لا يمكن ترك هذا الحقل المطلوب فارغًا.",
      invalidEmail: "عنوان بريد إلكتروني غير صالح",
      tooLong: "{field}: خمسون حرفًا على الأكثر.",
      short: "كلمة المرور: ثمانية أحرف على الأقل.",
      long: "كلمة المرور: خمسون حرفًا على الأكثر.",
      spaces: "كلمة المرور: دون مسافات في البداية أو النهاية.",
      demo: "عرض تجريبي فقط: لم يُرسل أي شيء.",
    },
    en: {
      login: "Business login",
      signup: "Open a business account",
      company: "Company name",
      firstName: "First name",
      lastName: "Last name",
      email: "Business email",
      password: "Password",
      logIn: "Log in",
      create: "Create business account",
      required: "Required field cannot be left empty.",
      invalidEmail: "Invalid email",
      tooLong: "{field}: at most 50 characters.",
      short: "Password: at least 8 characters.",
      long: "Password: at most 50 characters.",
      spaces: "Password: no spaces at the start or end.",
      demo: "Demo only: nothing was sent.",
    },
    de: {
      login: "Login für Geschäftskunden",
      signup: "Firmenkonto eröffnen",
      company: "Firmenname",
      firstName: "Vorname",
      lastName: "Nachname",
      email: "Geschäftliche E-Mail",
      password: "Passwort",
      logIn: "Anmelden",
      create: "Firmenkonto anlegen",
      required: "Pflichtfeld darf nicht leer bleiben.",
      invalidEmail: "Ungültige E-Mail-Adresse",
      tooLong: "{field}: höchstens 50 Zeichen.",
      short: "Passwort: mindestens 8 Zeichen.",
      long: "Passwort: höchstens 50 Zeichen.",
      spaces: "Passwort: keine Leerzeichen am Anfang oder Ende.",
      demo: "Nur eine Demo: Es wurde nichts gesendet.",
    },
    es: {
      login: "Acceso empresas",
      signup: "Abrir una cuenta de empresa",
      company: "Nombre de la empresa",
      firstName: "Nombre",
      lastName: "Apellidos",
      email: "Correo de empresa",
      password: "Contraseña",
      logIn: "Iniciar sesión",
      create: "Crear cuenta de empresa",
      required: "El campo obligatorio no puede quedar vacío.",
      invalidEmail: "Correo electrónico no válido",
      tooLong: "{field}: 50 caracteres como máximo.",
      short: "Contraseña: al menos 8 caracteres.",
      long: "Contraseña: 50 caracteres como máximo.",
      spaces: "Contraseña: sin espacios al principio ni al final.",
      demo: "Solo una demostración: no se ha enviado nada.",
    },
    fr: {
      login: "Connexion entreprise",
      signup: "Ouvrir un compte entreprise",
      company: "Nom de l'entreprise",
      firstName: "Prénom",
      lastName: "Nom",
      email: "E-mail professionnel",
      password: "Mot de passe",
      logIn: "Se connecter",
      create: "Créer le compte entreprise",
      required: "Ce champ obligatoire ne peut pas rester vide.",
      invalidEmail: "E-mail invalide",
      tooLong: "{field} : 50 caractères au maximum.",
      short: "Mot de passe : au moins 8 caractères.",
      long: "Mot de passe : 50 caractères au maximum.",
      spaces: "Mot de passe : pas d'espace au début ni à la fin.",
      demo: "Démonstration : rien n'a été envoyé.",
    },
    it: {
      login: "Accesso aziende",
      signup: "Apri un conto aziendale",
      company: "Nome dell'azienda",
      firstName: "Nome",
      lastName: "Cognome",
      email: "E-mail aziendale",
      password: "Password",
      logIn: "Accedi",
      create: "Crea conto aziendale",
      required: "Il campo obbligatorio non può essere lasciato vuoto.",
      invalidEmail: "E-mail non valida",
      tooLong: "{field}: al massimo 50 caratteri.",
      short: "Password: almeno 8 caratteri.",
      long: "Password: al massimo 50 caratteri.",
      spaces: "Password: nessuno spazio all'inizio o alla fine.",
      demo: "Solo una demo: non è stato inviato nulla.",
    },
    nl: {
      login: "Zakelijk inloggen",
      signup: "Zakelijk account openen",
      company: "Bedrijfsnaam",
      firstName: "Voornaam",
      lastName: "Achternaam",
      email: "Zakelijk e-mailadres",
      password: "Wachtwoord",
      logIn: "Inloggen",
      create: "Zakelijk account aanmaken",
      required: "Verplicht veld mag niet leeg blijven.",
      invalidEmail: "Ongeldig e-mailadres",
      tooLong: "{field}: maximaal 50 tekens.",
      short: "Wachtwoord: minstens 8 tekens.",
      long: "Wachtwoord: maximaal 50 tekens.",
      spaces: "Wachtwoord: geen spaties aan het begin of eind.",
      demo: "Alleen een demo: er is niets verzonden.",
    },
  };
  var STYLE =
    ".bh p:empty{position:absolute}.bh{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem;align-content:start;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px}.bh p{margin:0}" +
    ".bh form{display:grid;gap:.75rem;align-items:end}@media (min-width:650px){.bh form{grid-template-columns:repeat(2,1fr)}}@media (min-width:960px){.bh form{grid-template-columns:repeat(3,1fr)}}" +
    ".bh label{display:grid;gap:.25rem;font-weight:600}.bh input{font:inherit;padding:.5rem;border:1px solid var(--color-control,#767676);border-radius:4px}" +
    ".bh button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:var(--color-text,#1a1a1a);color:var(--color-background,#fff)}";

  var styles = kit.styles(STYLE);

  /** The first rule a field breaks, as a message, or "" (spec §5). */
  function problemOf(t, field) {
    var value = field.input.value;
    if (!value.trim()) return t.required;
    if (field.name === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return t.invalidEmail;
    if (field.name === "password" && field.rules) {
      if (value !== value.trim()) return t.spaces;
      if (value.length < 8) return t.short;
      if (value.length > 50) return t.long;
    }
    if (field.max && value.length > field.max) return t.tooLong.replace("{field}", t[field.name]);
    return "";
  }

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var mode = (props.options || {}).mode === "signup" ? "signup" : "login";
    var id = "bh-" + Math.random().toString(36).slice(2, 8);
    var names = mode === "signup" ? ["company", "firstName", "lastName", "email", "password"] : ["email", "password"];
    var types = { email: "email", password: "password" };
    var autocomplete = {
      company: "organization",
      firstName: "given-name",
      lastName: "family-name",
      email: "email",
      password: mode === "signup" ? "new-password" : "current-password",
    };
    var fields = names.map(function (name) {
      var input = h("input", { id: id + "-" + name, name: name, type: types[name] || "text", autocomplete: autocomplete[name] });
      return { name: name, input: input, max: name === "firstName" || name === "lastName" ? 50 : 0, rules: mode === "signup" };
    });
    var result = h("p", { role: "status" });
    var form = h(
      "form",
      { novalidate: "", "aria-label": mode === "signup" ? t.signup : t.login },
      fields
        .map(function (field) {
          return h("label", { for: field.input.id }, [t[field.name], field.input]);
        })
        .concat(h("button", { type: "submit" }, [mode === "signup" ? t.create : t.logIn])),
    );
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      for (var i = 0; i < fields.length; i++) {
        var problem = problemOf(t, fields[i]);
        if (problem) {
          result.textContent = problem;
          fields[i].input.focus();
          return;
        }
      }
      result.textContent = t.demo;
    });
    var root = h("div", { class: "bh", lang: texts.lang, dir: texts.dir, "data-mode": mode }, [form, result]);
    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "account-business-hub", create: create });
})();
