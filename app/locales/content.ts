// The business's content: the magazine, events and alerts, and the company users' activation page.
import { defineMessages } from "./define";

export const content = defineMessages({
  fr: {
    "content.activation.title": "Activer votre accès",
    "content.activation.intro": "Choisissez le mot de passe de votre accès professionnel ({{email}}).",
    "content.activation.done": "Votre accès est activé. Connectez-vous avec votre e-mail et ce mot de passe.",
    "content.activation.invalid": "Ce lien n'est plus valable. Demandez à un collègue de vous inviter à nouveau.",
  },
  de: {
    "content.activation.title": "Zugang aktivieren",
    "content.activation.intro": "Wählen Sie das Passwort für Ihren Mitarbeiterzugang ({{email}}).",
    "content.activation.done": "Ihr Zugang ist aktiviert. Melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort an.",
    "content.activation.invalid": "Dieser Link ist nicht mehr gültig. Bitten Sie eine Kollegin oder einen Kollegen, Sie erneut einzuladen.",
  },
  en: {
    "content.activation.title": "Activate your access",
    "content.activation.intro": "Choose the password of your staff access ({{email}}).",
    "content.activation.done": "Your access is active. Sign in with your email and this password.",
    "content.activation.invalid": "This link is no longer valid. Ask a colleague to invite you again.",
  },
  es: {
    "content.activation.title": "Activar su acceso",
    "content.activation.intro": "Elija la contraseña de su acceso profesional ({{email}}).",
    "content.activation.done": "Su acceso está activado. Inicie sesión con su correo y esta contraseña.",
    "content.activation.invalid": "Este enlace ya no es válido. Pida a un compañero que le invite de nuevo.",
  },
  it: {
    "content.activation.title": "Attiva il tuo accesso",
    "content.activation.intro": "Scegli la password del tuo accesso professionale ({{email}}).",
    "content.activation.done": "Il tuo accesso è attivo. Accedi con la tua e-mail e questa password.",
    "content.activation.invalid": "Questo link non è più valido. Chiedi a un collega di invitarti di nuovo.",
  },
});
