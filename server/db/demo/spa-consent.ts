// The spa's consent form (decision 283): the purifying facial (extractions, an acid mask) asks
// the customer to answer a few health questions and sign before the visit.
import type { DemoBusiness } from "./shape";

export const spaConsentForms: NonNullable<DemoBusiness["consentForms"]> = [
  {
    services: ["purifying"],
    title: {
      fr: "Questionnaire de santé et consentement – soins du visage",
      de: "Gesundheitsfragebogen und Einwilligung – Gesichtsbehandlungen",
      en: "Health questionnaire and consent – facials",
      es: "Cuestionario de salud y consentimiento – tratamientos faciales",
      it: "Questionario sulla salute e consenso – trattamenti viso",
    },
    intro: {
      fr: "Ce soin comprend des extractions et un masque à l'acide doux. Vos réponses restent confidentielles et permettent à votre praticienne d'adapter le soin.",
      de: "Diese Behandlung umfasst Ausreinigung und eine milde Säuremaske. Ihre Antworten bleiben vertraulich und helfen Ihrer Kosmetikerin, die Behandlung anzupassen.",
      en: "This treatment includes extractions and a mild acid mask. Your answers stay confidential and help your therapist adapt the treatment.",
      es: "Este tratamiento incluye extracciones y una mascarilla de ácido suave. Sus respuestas son confidenciales y permiten a su esteticista adaptar el tratamiento.",
      it: "Questo trattamento comprende estrazioni e una maschera con acido delicato. Le tue risposte restano riservate e aiutano la tua estetista ad adattare il trattamento.",
    },
    questions: [
      {
        key: "enceinte",
        kind: "yesno",
        required: true,
        label: { fr: "Êtes-vous enceinte ou allaitez-vous ?", de: "Sind Sie schwanger oder stillen Sie?", en: "Are you pregnant or breastfeeding?", es: "¿Está embarazada o en período de lactancia?", it: "Sei incinta o stai allattando?" },
      },
      {
        key: "traitement",
        kind: "yesno",
        required: true,
        label: {
          fr: "Suivez-vous un traitement pour la peau (rétinoïdes, isotrétinoïne) ?",
          de: "Nehmen Sie Hautmedikamente ein (Retinoide, Isotretinoin)?",
          en: "Are you on a skin treatment (retinoids, isotretinoin)?",
          es: "¿Sigue algún tratamiento para la piel (retinoides, isotretinoína)?",
          it: "Segui una terapia per la pelle (retinoidi, isotretinoina)?",
        },
      },
      {
        key: "peau",
        kind: "choice",
        required: true,
        label: { fr: "Votre type de peau", de: "Ihr Hauttyp", en: "Your skin type", es: "Su tipo de piel", it: "Il tuo tipo di pelle" },
        choices: [
          { value: "seche", label: { fr: "Sèche", de: "Trocken", en: "Dry", es: "Seca", it: "Secca" } },
          { value: "mixte", label: { fr: "Mixte", de: "Mischhaut", en: "Combination", es: "Mixta", it: "Mista" } },
          { value: "grasse", label: { fr: "Grasse", de: "Fettig", en: "Oily", es: "Grasa", it: "Grassa" } },
          { value: "sensible", label: { fr: "Sensible", de: "Empfindlich", en: "Sensitive", es: "Sensible", it: "Sensibile" } },
        ],
      },
      {
        key: "allergies",
        kind: "text",
        required: false,
        label: { fr: "Allergies connues", de: "Bekannte Allergien", en: "Known allergies", es: "Alergias conocidas", it: "Allergie note" },
      },
      {
        key: "dernier-soin",
        kind: "date",
        required: false,
        label: { fr: "Date de votre dernier peeling", de: "Datum Ihres letzten Peelings", en: "Date of your last peel", es: "Fecha de su último peeling", it: "Data del tuo ultimo peeling" },
      },
    ],
  },
];
