// The demo businesses `npm run seed` creates: a French spa with two shops on `localhost`, and
// a one-shop, French-only beauty studio on `solo.localhost`. Prices in cents.
import type { HourRange, Image, Localised, OpeningHours, Weekday } from "../../domain/types";

export const img = (name: string, alt: Localised = {}): Image => ({
  url: `/images/demo/${name}-960.webp`,
  width: 960,
  height: 640,
  alt,
  variants: [
    { url: `/images/demo/${name}-480.webp`, width: 480 },
    { url: `/images/demo/${name}-960.webp`, width: 960 },
  ],
});

const closed = { status: "closed" as const, hours: [] as HourRange[] };
const day = (start: string, end: string) => ({ status: "day" as const, hours: [{ start, end }] });
const pause = (...ranges: [string, string][]) => ({ status: "pause" as const, hours: ranges.map(([start, end]) => ({ start, end })) });

export interface DemoService {
  key: string;
  slug: string | null;
  type: "1" | "4";
  category: string;
  name: Required<Localised>;
  description: Required<Localised>;
  duration: number;
  pause: number;
  /** weekend (base) price, cents */
  price: number;
  /** weekday price when it differs, cents */
  weekPrice?: number;
  draft?: boolean;
  upsellOnly?: boolean;
  nbCustomerRequired?: number;
  priceTime?: { duration: number; value: number }[];
  packageOf?: string[];
  /** shop keys that offer it (all when omitted), with an optional shop price */
  shops?: Record<string, number | null>;
  image?: string;
}

export interface DemoBusiness {
  token: string;
  nickname: string;
  hosts: string[];
  settings: Record<string, unknown>;
  shops: {
    key: string;
    slug: string;
    externalId: string;
    name: string;
    address: string;
    city: string;
    zipcode: string;
    phone: string;
    email: string;
    lat: number;
    lng: number;
    description: Localised;
    openingHours: OpeningHours;
    images: Image[];
  }[];
  categories: { key: string; slug: string; name: Required<Localised>; description: Localised; image?: string }[];
  services: DemoService[];
  products: { slug: string; name: Required<Localised>; description: Localised; price: number; stock: number | null; image: string }[];
  employees: { name: string; shop: string; skills: string[] | "all"; hours: Partial<Record<Weekday, HourRange[]>> }[];
  cabins: { name: string; shop: string }[];
}

const weekdays = (ranges: HourRange[], days: Weekday[]) => Object.fromEntries(days.map((d) => [d, ranges]));

export const spa: DemoBusiness = {
  token: "demo-spa-lumiere",
  nickname: "maison-lumiere",
  hosts: ["localhost", "127.0.0.1", "spa.localhost"],
  settings: {
    nickname: "maison-lumiere",
    identity: {
      displayName: "Maison Lumière Spa",
      websiteURL: "https://maison-lumiere.example",
      logo: "/images/demo/logo-lumiere.svg",
      logoWhite: "/images/demo/logo-lumiere-white.svg",
      logoSize: 50,
      socialNetworks: {
        facebook: { active: true, url: "https://www.facebook.com/maisonlumierespa" },
        instagram: { active: true, url: "https://www.instagram.com/maisonlumierespa" },
        youtube: { active: false, url: "" },
        google: { active: false, url: "" },
        linkedIn: { active: false, url: "" },
      },
    },
    themes: {
      colors: { primary: "#1a1b1b", secondary: "#B9A04E", background: "#ffffff", buttonBackground: "#333333", buttonText: "#ffffff" },
    },
    booker: {
      langs: { fr: true, de: true, en: true, es: true, it: true },
      homepageType: "multi",
      sections: {
        home: {
          heroImage: {
            enabled: true,
            position: "left",
            slides: [
              {
                title: { fr: "Le temps d'une pause", de: "Zeit für eine Pause", en: "Time for a pause", es: "Un momento de pausa", it: "Il tempo di una pausa" },
                text: {
                  fr: "Massages, soins du visage et rituels dans nos maisons de Paris et Lyon.",
                  de: "Massagen, Gesichtsbehandlungen und Rituale in unseren Häusern in Paris und Lyon.",
                  en: "Massages, facials and rituals in our houses in Paris and Lyon.",
                  es: "Masajes, tratamientos faciales y rituales en nuestras casas de París y Lyon.",
                  it: "Massaggi, trattamenti viso e rituali nelle nostre case di Parigi e Lione.",
                },
                image: { url: "/images/demo/hero-stones-960.webp" },
                buttonAction: "service",
                buttonText: { fr: "Réserver un massage", de: "Massage buchen", en: "Book a massage", es: "Reservar un masaje", it: "Prenota un massaggio" },
                buttonActionValue: "massage-californien",
              },
              {
                title: { fr: "Offrez un moment", de: "Schenken Sie einen Moment", en: "Give a moment", es: "Regale un momento", it: "Regala un momento" },
                text: {
                  fr: "Nos rituels en duo, à partager.",
                  de: "Unsere Rituale zu zweit, zum Teilen.",
                  en: "Our rituals for two, to share.",
                  es: "Nuestros rituales en pareja, para compartir.",
                  it: "I nostri rituali di coppia, da condividere.",
                },
                image: { url: "/images/demo/hero-towels-960.webp" },
                buttonAction: "none",
              },
            ],
          },
        },
      },
      textLegals: {
        mentions: {
          fr: "Maison Lumière SAS, 12 rue des Francs-Bourgeois, 75003 Paris. RCS Paris 912 345 678.",
          en: "Maison Lumière SAS, 12 rue des Francs-Bourgeois, 75003 Paris, France. Registered in Paris under 912 345 678.",
        },
        rgpd: {
          fr: "Vos données servent uniquement à gérer vos rendez-vous et vos commandes. Vous pouvez demander leur suppression à contact@maison-lumiere.example.",
          en: "Your data is used only to manage your appointments and orders. You may ask for its deletion at contact@maison-lumiere.example.",
        },
        cgv: { fr: "Tout rendez-vous peut être annulé sans frais jusqu'à 24 heures avant son début.", en: "Any appointment may be cancelled free of charge up to 24 hours before it starts." },
        cgu: { fr: "L'utilisation de ce site implique l'acceptation des présentes conditions.", en: "Using this site implies accepting these terms." },
      },
      appointment: { cuttingHours: 30, minNoticeMinutes: 120 },
      useCabinManagement: true,
      cart: { active: true },
      products: { active: true },
      services: { list: { display: { duration: true, price: true } } },
      seo: {
        siteTabTitlePattern: "%s · Maison Lumière",
        description: {
          fr: "Spa à Paris et Lyon : massages, soins du visage, rituels corps. Réservez en ligne.",
          de: "Spa in Paris und Lyon: Massagen, Gesichtsbehandlungen, Körperrituale. Online buchen.",
          en: "Spa in Paris and Lyon: massages, facials, body rituals. Book online.",
          es: "Spa en París y Lyon: masajes, tratamientos faciales, rituales corporales. Reserva en línea.",
          it: "Spa a Parigi e Lione: massaggi, trattamenti viso, rituali corpo. Prenota online.",
        },
      },
      favicon: { title: "Maison Lumière Spa", image: "/images/demo/favicon-lumiere.svg" },
      // The back-office origin allowed to drive the live preview (docs/decisions/012).
      previewOrigins: ["http://localhost:4999"],
      primarySiteLink: {
        enabled: true,
        url: "https://maison-lumiere.example",
        text: { fr: "Maison Lumière", de: "Maison Lumière", en: "Maison Lumière", es: "Maison Lumière", it: "Maison Lumière" },
      },
      customMenuItems: [
        {
          label: { fr: "Notre journal", de: "Unser Journal", en: "Our journal", es: "Nuestro diario", it: "Il nostro diario" },
          url: "https://maison-lumiere.example/journal",
          order: 2,
          newTab: true,
        },
        { label: { fr: "Soins en duo", de: "Anwendungen zu zweit", en: "Treatments for two", es: "Tratamientos en pareja", it: "Trattamenti di coppia" }, url: "/services/duo-et-forfaits", order: 1 },
      ],
      alertMessages: [
        {
          body: {
            fr: "Le spa de Lyon ferme exceptionnellement à 16 h le samedi 26 décembre.",
            de: "Das Spa in Lyon schließt am Samstag, 26. Dezember, ausnahmsweise um 16 Uhr.",
            en: "The Lyon spa closes at 4 pm on Saturday 26 December.",
            es: "El spa de Lyon cierra excepcionalmente a las 16 h el sábado 26 de diciembre.",
            it: "La spa di Lione chiude eccezionalmente alle 16 sabato 26 dicembre.",
          },
        },
      ],
    },
  },
  shops: [
    {
      key: "paris",
      slug: "paris-marais",
      externalId: "ab-1001",
      name: "Maison Lumière Paris Marais",
      address: "12 rue des Francs-Bourgeois",
      city: "Paris",
      zipcode: "75003",
      phone: "+33 1 42 72 18 40",
      email: "paris@maison-lumiere.example",
      lat: 48.8577,
      lng: 2.3622,
      description: {
        fr: "Au cœur du Marais, quatre cabines et un hammam dans un hôtel particulier du XVIIe siècle.",
        de: "Im Herzen des Marais: vier Behandlungsräume und ein Hammam in einem Stadtpalais aus dem 17. Jahrhundert.",
        en: "In the heart of the Marais, four treatment rooms and a hammam in a 17th-century town house.",
        es: "En pleno Marais, cuatro cabinas y un hammam en un palacete del siglo XVII.",
        it: "Nel cuore del Marais, quattro cabine e un hammam in un palazzo del XVII secolo.",
      },
      openingHours: {
        monday: closed,
        tuesday: day("10:00", "20:00"),
        wednesday: day("10:00", "20:00"),
        thursday: day("10:00", "21:00"),
        friday: day("10:00", "20:00"),
        saturday: pause(["09:30", "13:00"], ["14:00", "19:00"]),
        sunday: closed,
      },
      images: [img("shop-paris", { fr: "L'accueil du spa de Paris", en: "The Paris spa reception" })],
    },
    {
      key: "lyon",
      slug: "lyon-confluence",
      externalId: "ab-1002",
      name: "Maison Lumière Lyon Confluence",
      address: "8 quai Rambaud",
      city: "Lyon",
      zipcode: "69002",
      phone: "+33 4 78 37 52 10",
      email: "lyon@maison-lumiere.example",
      lat: 45.7421,
      lng: 4.8187,
      description: {
        fr: "Face à la Saône, un spa lumineux avec vue sur les quais.",
        de: "An der Saône gelegen, ein helles Spa mit Blick auf die Uferpromenade.",
        en: "Facing the Saône, a bright spa overlooking the quays.",
        es: "Frente al Saona, un spa luminoso con vistas a los muelles.",
        it: "Di fronte alla Saona, una spa luminosa con vista sulle banchine.",
      },
      openingHours: {
        monday: pause(["10:00", "12:30"], ["14:00", "19:00"]),
        tuesday: day("09:30", "19:30"),
        wednesday: day("09:30", "19:30"),
        thursday: day("09:30", "19:30"),
        friday: day("09:30", "19:30"),
        saturday: day("09:30", "18:00"),
        sunday: closed,
      },
      images: [img("shop-lyon", { fr: "Le spa de Lyon au bord de la Saône", en: "The Lyon spa by the Saône" })],
    },
  ],
  categories: [
    {
      key: "massages",
      slug: "massages",
      name: { fr: "Massages", de: "Massagen", en: "Massages", es: "Masajes", it: "Massaggi" },
      description: {
        fr: "Des massages du monde pour relâcher les tensions.",
        de: "Massagen aus aller Welt, um Verspannungen zu lösen.",
        en: "Massages from around the world to release tension.",
        es: "Masajes del mundo para liberar tensiones.",
        it: "Massaggi dal mondo per sciogliere le tensioni.",
      },
      image: "cat-massages",
    },
    {
      key: "face",
      slug: "soins-du-visage",
      name: { fr: "Soins du visage", de: "Gesichtsbehandlungen", en: "Facials", es: "Tratamientos faciales", it: "Trattamenti viso" },
      description: {
        fr: "Des soins sur mesure pour chaque type de peau.",
        de: "Maßgeschneiderte Pflege für jeden Hauttyp.",
        en: "Tailored care for every skin type.",
        es: "Cuidados a medida para cada tipo de piel.",
        it: "Trattamenti su misura per ogni tipo di pelle.",
      },
      image: "cat-visage",
    },
    {
      key: "body",
      slug: "rituels-corps",
      name: { fr: "Rituels corps", de: "Körperrituale", en: "Body rituals", es: "Rituales corporales", it: "Rituali corpo" },
      description: {
        fr: "Gommages, enveloppements et hammam.",
        de: "Peelings, Wickel und Hammam.",
        en: "Scrubs, wraps and hammam.",
        es: "Exfoliaciones, envolturas y hammam.",
        it: "Scrub, impacchi e hammam.",
      },
      image: "cat-corps",
    },
    {
      key: "hands",
      slug: "mains-et-pieds",
      name: { fr: "Mains et pieds", de: "Hände und Füße", en: "Hands and feet", es: "Manos y pies", it: "Mani e piedi" },
      description: {
        fr: "Manucure, beauté des pieds et vernis.",
        de: "Maniküre, Fußpflege und Nagellack.",
        en: "Manicure, pedicure and polish.",
        es: "Manicura, pedicura y esmalte.",
        it: "Manicure, pedicure e smalto.",
      },
      image: "cat-mains",
    },
    {
      key: "duo",
      slug: "duo-et-forfaits",
      name: { fr: "Duo et forfaits", de: "Duo und Pakete", en: "Duo and packages", es: "Dúo y paquetes", it: "Duo e pacchetti" },
      description: {
        fr: "À partager, ou pour prolonger le moment.",
        de: "Zum Teilen oder um den Moment zu verlängern.",
        en: "To share, or to make the moment last.",
        es: "Para compartir o prolongar el momento.",
        it: "Da condividere o per prolungare il momento.",
      },
      image: "cat-duo",
    },
  ],
  services: [
    {
      key: "californien",
      slug: "massage-californien",
      type: "1",
      category: "massages",
      name: { fr: "Massage californien", de: "Kalifornische Massage", en: "Californian massage", es: "Masaje californiano", it: "Massaggio californiano" },
      description: {
        fr: "Un massage enveloppant aux longs mouvements fluides, pour un lâcher-prise complet.",
        de: "Eine umhüllende Massage mit langen, fließenden Bewegungen für völlige Entspannung.",
        en: "An enveloping massage with long flowing strokes, for complete relaxation.",
        es: "Un masaje envolvente de movimientos largos y fluidos, para una relajación total.",
        it: "Un massaggio avvolgente dai movimenti lunghi e fluidi, per un rilassamento totale.",
      },
      duration: 60,
      pause: 15,
      price: 8500,
      weekPrice: 7900,
      image: "svc-massage",
    },
    {
      key: "stones",
      slug: "massage-pierres-chaudes",
      type: "1",
      category: "massages",
      name: { fr: "Massage aux pierres chaudes", de: "Hot-Stone-Massage", en: "Hot stone massage", es: "Masaje con piedras calientes", it: "Massaggio con pietre calde" },
      description: {
        fr: "La chaleur des pierres de basalte dénoue les tensions musculaires en profondeur.",
        de: "Die Wärme der Basaltsteine löst tiefe Muskelverspannungen.",
        en: "The warmth of basalt stones eases deep muscle tension.",
        es: "El calor de las piedras de basalto alivia las tensiones musculares profundas.",
        it: "Il calore delle pietre di basalto scioglie le tensioni muscolari profonde.",
      },
      duration: 75,
      pause: 15,
      price: 10500,
      weekPrice: 9900,
      image: "hero-stones",
    },
    {
      key: "balinese",
      slug: "massage-balinais",
      type: "1",
      category: "massages",
      name: { fr: "Massage balinais", de: "Balinesische Massage", en: "Balinese massage", es: "Masaje balinés", it: "Massaggio balinese" },
      description: {
        fr: "Pressions, étirements et effleurages inspirés des traditions de Bali.",
        de: "Druck, Dehnungen und Streichungen nach balinesischer Tradition.",
        en: "Pressure, stretches and strokes inspired by Balinese tradition.",
        es: "Presiones, estiramientos y roces inspirados en la tradición de Bali.",
        it: "Pressioni, allungamenti e sfioramenti ispirati alla tradizione di Bali.",
      },
      duration: 90,
      pause: 15,
      price: 12000,
      weekPrice: 11000,
      priceTime: [
        { duration: 60, value: 9000 },
        { duration: 90, value: 12000 },
      ],
    },
    {
      key: "prenatal",
      slug: "massage-prenatal",
      type: "1",
      category: "massages",
      name: { fr: "Massage prénatal", de: "Schwangerschaftsmassage", en: "Prenatal massage", es: "Masaje prenatal", it: "Massaggio prenatale" },
      description: {
        fr: "Un massage doux et sécurisant, adapté à partir du quatrième mois de grossesse.",
        de: "Eine sanfte, sichere Massage ab dem vierten Schwangerschaftsmonat.",
        en: "A gentle, safe massage suited from the fourth month of pregnancy.",
        es: "Un masaje suave y seguro, adaptado a partir del cuarto mes de embarazo.",
        it: "Un massaggio dolce e sicuro, adatto dal quarto mese di gravidanza.",
      },
      duration: 60,
      pause: 15,
      price: 9000,
      shops: { lyon: null },
    },
    {
      key: "reflexo",
      slug: "reflexologie-plantaire",
      type: "1",
      category: "massages",
      name: { fr: "Réflexologie plantaire", de: "Fußreflexzonenmassage", en: "Foot reflexology", es: "Reflexología podal", it: "Riflessologia plantare" },
      description: {
        fr: "Des pressions ciblées sur les zones réflexes des pieds pour rééquilibrer le corps.",
        de: "Gezielter Druck auf die Reflexzonen der Füße, um den Körper ins Gleichgewicht zu bringen.",
        en: "Targeted pressure on the reflex zones of the feet to rebalance the body.",
        es: "Presiones precisas en las zonas reflejas de los pies para reequilibrar el cuerpo.",
        it: "Pressioni mirate sulle zone riflesse dei piedi per riequilibrare il corpo.",
      },
      duration: 45,
      pause: 15,
      price: 6500,
      weekPrice: 6000,
    },
    {
      key: "cbd",
      slug: "option-huile-chaude-cbd",
      type: "1",
      category: "massages",
      name: { fr: "Option huile chaude au CBD", de: "Option warmes CBD-Öl", en: "Warm CBD oil option", es: "Opción aceite caliente de CBD", it: "Opzione olio caldo al CBD" },
      description: {
        fr: "À ajouter à un massage : une huile chaude apaisante.",
        de: "Zu einer Massage hinzuzufügen: ein beruhigendes warmes Öl.",
        en: "To add to a massage: a soothing warm oil.",
        es: "Para añadir a un masaje: un aceite caliente relajante.",
        it: "Da aggiungere a un massaggio: un olio caldo lenitivo.",
      },
      duration: 15,
      pause: 0,
      price: 1500,
      upsellOnly: true,
    },
    {
      key: "glow",
      slug: "soin-eclat-hydratant",
      type: "1",
      category: "face",
      name: { fr: "Soin éclat hydratant", de: "Feuchtigkeitspflege für strahlende Haut", en: "Hydrating glow facial", es: "Tratamiento hidratante luminosidad", it: "Trattamento idratante illuminante" },
      description: {
        fr: "Nettoyage, gommage, masque et modelage pour une peau repulpée et lumineuse.",
        de: "Reinigung, Peeling, Maske und Massage für pralle, strahlende Haut.",
        en: "Cleansing, exfoliation, mask and massage for plump, radiant skin.",
        es: "Limpieza, exfoliación, mascarilla y masaje para una piel jugosa y luminosa.",
        it: "Pulizia, esfoliazione, maschera e massaggio per una pelle rimpolpata e luminosa.",
      },
      duration: 60,
      pause: 15,
      price: 8900,
      weekPrice: 8500,
      image: "cat-visage",
    },
    {
      key: "antiage",
      slug: "soin-anti-age-premium",
      type: "1",
      category: "face",
      name: { fr: "Soin anti-âge premium", de: "Premium-Anti-Aging-Behandlung", en: "Premium anti-ageing facial", es: "Tratamiento antiedad premium", it: "Trattamento anti-età premium" },
      description: {
        fr: "Un soin liftant aux actifs marins et un modelage kobido du visage.",
        de: "Eine straffende Behandlung mit Meereswirkstoffen und einer Kobido-Gesichtsmassage.",
        en: "A lifting facial with marine actives and a kobido face massage.",
        es: "Un tratamiento reafirmante con activos marinos y un masaje facial kobido.",
        it: "Un trattamento liftante con principi attivi marini e un massaggio viso kobido.",
      },
      duration: 75,
      pause: 15,
      price: 12500,
      weekPrice: 11900,
      // Paris charges its own price for this one.
      shops: { paris: 13500, lyon: null },
    },
    {
      key: "purifying",
      slug: "soin-purifiant",
      type: "1",
      category: "face",
      name: { fr: "Soin purifiant", de: "Klärende Gesichtsbehandlung", en: "Purifying facial", es: "Tratamiento purificante", it: "Trattamento purificante" },
      description: {
        fr: "Pour les peaux mixtes à grasses : extraction douce et masque à l'argile.",
        de: "Für Misch- bis fettige Haut: sanfte Ausreinigung und Tonerdemaske.",
        en: "For combination to oily skin: gentle extraction and a clay mask.",
        es: "Para pieles mixtas a grasas: extracción suave y mascarilla de arcilla.",
        it: "Per pelli miste o grasse: estrazione delicata e maschera all'argilla.",
      },
      duration: 45,
      pause: 15,
      price: 6900,
    },
    {
      key: "express",
      slug: "soin-express",
      type: "1",
      category: "face",
      name: { fr: "Soin express", de: "Express-Behandlung", en: "Express facial", es: "Tratamiento exprés", it: "Trattamento express" },
      description: {
        fr: "Trente minutes pour un coup d'éclat avant une soirée.",
        de: "Dreißig Minuten für frischen Glanz vor einem Abend.",
        en: "Thirty minutes for a boost of radiance before an evening out.",
        es: "Treinta minutos para un toque de luminosidad antes de una velada.",
        it: "Trenta minuti per un tocco di luminosità prima di una serata.",
      },
      duration: 30,
      pause: 0,
      price: 4500,
    },
    {
      key: "newface",
      slug: "soin-nouveaute-printemps",
      type: "1",
      category: "face",
      name: { fr: "Soin nouveauté (brouillon)", de: "Neue Behandlung (Entwurf)", en: "New facial (draft)", es: "Tratamiento nuevo (borrador)", it: "Nuovo trattamento (bozza)" },
      description: { fr: "Pas encore publié.", de: "Noch nicht veröffentlicht.", en: "Not published yet.", es: "Aún no publicado.", it: "Non ancora pubblicato." },
      duration: 60,
      pause: 15,
      price: 9900,
      draft: true,
    },
    {
      key: "scrub",
      slug: "gommage-au-sucre",
      type: "1",
      category: "body",
      name: { fr: "Gommage au sucre", de: "Zuckerpeeling", en: "Sugar scrub", es: "Exfoliación con azúcar", it: "Scrub allo zucchero" },
      description: {
        fr: "Un gommage au sucre de canne et à l'huile d'amande douce.",
        de: "Ein Peeling mit Rohrzucker und süßem Mandelöl.",
        en: "A scrub of cane sugar and sweet almond oil.",
        es: "Una exfoliación con azúcar de caña y aceite de almendras dulces.",
        it: "Uno scrub allo zucchero di canna e olio di mandorle dolci.",
      },
      duration: 45,
      pause: 15,
      price: 6500,
      image: "cat-corps",
    },
    {
      key: "clay",
      slug: "enveloppement-argile",
      type: "1",
      category: "body",
      name: { fr: "Enveloppement à l'argile", de: "Tonerdewickel", en: "Clay body wrap", es: "Envoltura de arcilla", it: "Impacco all'argilla" },
      description: {
        fr: "Un enveloppement détoxifiant à l'argile verte.",
        de: "Ein entgiftender Wickel mit grüner Tonerde.",
        en: "A detoxifying wrap of green clay.",
        es: "Una envoltura desintoxicante de arcilla verde.",
        it: "Un impacco detossinante all'argilla verde.",
      },
      duration: 60,
      pause: 15,
      price: 7900,
      weekPrice: 7500,
    },
    {
      key: "hammam",
      slug: "rituel-hammam-gommage",
      type: "1",
      category: "body",
      name: { fr: "Rituel hammam et gommage", de: "Hammam-Ritual mit Peeling", en: "Hammam and scrub ritual", es: "Ritual de hammam y exfoliación", it: "Rituale hammam e scrub" },
      description: {
        fr: "Hammam, savon noir et gommage au gant de kessa.",
        de: "Hammam, schwarze Seife und Peeling mit dem Kessa-Handschuh.",
        en: "Hammam, black soap and a kessa glove scrub.",
        es: "Hammam, jabón negro y exfoliación con guante de kessa.",
        it: "Hammam, sapone nero e scrub con guanto kessa.",
      },
      duration: 90,
      pause: 30,
      price: 11500,
      weekPrice: 10900,
      shops: { paris: null },
    },
    {
      key: "manicure",
      slug: "manucure-spa",
      type: "1",
      category: "hands",
      name: { fr: "Manucure spa", de: "Spa-Maniküre", en: "Spa manicure", es: "Manicura spa", it: "Manicure spa" },
      description: {
        fr: "Soin des ongles et des cuticules, gommage et massage des mains.",
        de: "Nagel- und Nagelhautpflege, Peeling und Handmassage.",
        en: "Nail and cuticle care, scrub and hand massage.",
        es: "Cuidado de uñas y cutículas, exfoliación y masaje de manos.",
        it: "Cura di unghie e cuticole, scrub e massaggio delle mani.",
      },
      duration: 45,
      pause: 15,
      price: 4500,
      image: "cat-mains",
    },
    {
      key: "feet",
      slug: "beaute-des-pieds",
      type: "1",
      category: "hands",
      name: { fr: "Beauté des pieds", de: "Fußpflege", en: "Pedicure", es: "Pedicura", it: "Pedicure" },
      description: {
        fr: "Bain, soin des ongles, gommage et massage des pieds.",
        de: "Fußbad, Nagelpflege, Peeling und Fußmassage.",
        en: "Foot bath, nail care, scrub and foot massage.",
        es: "Baño, cuidado de uñas, exfoliación y masaje de pies.",
        it: "Pediluvio, cura delle unghie, scrub e massaggio dei piedi.",
      },
      duration: 50,
      pause: 10,
      price: 5200,
    },
    {
      key: "polish",
      slug: "vernis-semi-permanent",
      type: "1",
      category: "hands",
      name: { fr: "Vernis semi-permanent", de: "Semi-permanenter Nagellack", en: "Gel polish", es: "Esmaltado semipermanente", it: "Smalto semipermanente" },
      description: {
        fr: "Une tenue jusqu'à trois semaines, dépose comprise.",
        de: "Hält bis zu drei Wochen, Entfernung inklusive.",
        en: "Lasts up to three weeks, removal included.",
        es: "Dura hasta tres semanas, retirada incluida.",
        it: "Dura fino a tre settimane, rimozione inclusa.",
      },
      duration: 40,
      pause: 5,
      price: 3900,
    },
    {
      key: "duo",
      slug: "parenthese-en-duo",
      type: "1",
      category: "duo",
      name: { fr: "Parenthèse en duo", de: "Auszeit zu zweit", en: "Duo escape", es: "Paréntesis en pareja", it: "Parentesi di coppia" },
      description: {
        fr: "Deux massages de 60 minutes côte à côte, dans notre cabine double. Prix par personne × 2.",
        de: "Zwei 60-minütige Massagen nebeneinander in unserem Doppelraum. Preis pro Person × 2.",
        en: "Two 60-minute massages side by side in our double room. Price per person × 2.",
        es: "Dos masajes de 60 minutos uno al lado del otro en nuestra cabina doble. Precio por persona × 2.",
        it: "Due massaggi di 60 minuti fianco a fianco nella nostra cabina doppia. Prezzo a persona × 2.",
      },
      duration: 60,
      pause: 15,
      price: 8000,
      nbCustomerRequired: 2,
      image: "cat-duo",
    },
    {
      key: "escape",
      slug: "forfait-escapade",
      type: "4",
      category: "duo",
      name: { fr: "Forfait Escapade", de: "Paket Auszeit", en: "Escape package", es: "Paquete Escapada", it: "Pacchetto Fuga" },
      description: {
        fr: "Gommage au sucre puis massage californien : 1 h 45 de bien-être.",
        de: "Zuckerpeeling, danach kalifornische Massage: 1 Std. 45 Min. Wohlbefinden.",
        en: "Sugar scrub then a Californian massage: 1 h 45 of well-being.",
        es: "Exfoliación con azúcar y masaje californiano: 1 h 45 de bienestar.",
        it: "Scrub allo zucchero e massaggio californiano: 1 h 45 di benessere.",
      },
      duration: 105,
      pause: 15,
      price: 13900,
      packageOf: ["scrub", "californien"],
    },
  ],
  products: [
    {
      slug: "huile-de-massage-relaxante",
      name: { fr: "Huile de massage relaxante", de: "Entspannendes Massageöl", en: "Relaxing massage oil", es: "Aceite de masaje relajante", it: "Olio da massaggio rilassante" },
      description: { fr: "Lavande et amande douce, 100 ml.", en: "Lavender and sweet almond, 100 ml." },
      price: 2400,
      stock: 30,
      image: "prd-oil",
    },
    {
      slug: "creme-mains-karite",
      name: { fr: "Crème mains au karité", de: "Handcreme mit Sheabutter", en: "Shea hand cream", es: "Crema de manos de karité", it: "Crema mani al karité" },
      description: { fr: "Nourrit et protège, 50 ml.", en: "Nourishes and protects, 50 ml." },
      price: 1500,
      stock: 50,
      image: "prd-cream",
    },
    {
      slug: "bougie-parfumee-figue",
      name: { fr: "Bougie parfumée figue", de: "Duftkerze Feige", en: "Fig scented candle", es: "Vela perfumada de higo", it: "Candela profumata al fico" },
      description: { fr: "Cire végétale, 40 heures.", en: "Plant wax, 40 hours." },
      price: 2900,
      stock: 12,
      image: "prd-candle",
    },
    {
      slug: "serum-eclat",
      name: { fr: "Sérum éclat", de: "Strahlendes Serum", en: "Radiance serum", es: "Sérum luminosidad", it: "Siero illuminante" },
      description: { fr: "Vitamine C stabilisée, 30 ml.", en: "Stabilised vitamin C, 30 ml." },
      price: 4500,
      stock: 20,
      image: "prd-serum",
    },
    {
      slug: "sels-de-bain",
      name: { fr: "Sels de bain de la mer Morte", de: "Badesalz vom Toten Meer", en: "Dead Sea bath salts", es: "Sales de baño del mar Muerto", it: "Sali da bagno del Mar Morto" },
      description: { fr: "Minéraux purs, 500 g.", en: "Pure minerals, 500 g." },
      price: 1900,
      stock: null,
      image: "prd-salts",
    },
    {
      slug: "coffret-decouverte",
      name: { fr: "Coffret découverte", de: "Entdeckungsset", en: "Discovery box", es: "Caja descubrimiento", it: "Cofanetto scoperta" },
      description: { fr: "Quatre soins en format voyage.", en: "Four treatments in travel size." },
      price: 5900,
      stock: 8,
      image: "prd-box",
    },
  ],
  employees: [
    {
      name: "Camille",
      shop: "paris",
      skills: ["californien", "stones", "balinese", "reflexo", "cbd", "scrub", "clay", "hammam", "duo", "escape"],
      hours: { ...weekdays([{ start: "10:00", end: "18:00" }], ["tuesday", "wednesday", "thursday"]), saturday: [{ start: "09:30", end: "13:00" }, { start: "14:00", end: "19:00" }] },
    },
    {
      name: "Inès",
      shop: "paris",
      skills: ["californien", "glow", "antiage", "purifying", "express", "manicure", "feet", "polish", "duo"],
      hours: weekdays([{ start: "12:00", end: "20:00" }], ["tuesday", "wednesday", "thursday", "friday"]),
    },
    {
      name: "Léa",
      shop: "lyon",
      skills: ["californien", "stones", "balinese", "prenatal", "reflexo", "cbd", "glow", "antiage", "purifying", "express", "duo", "escape", "scrub"],
      hours: { ...weekdays([{ start: "09:30", end: "17:30" }], ["tuesday", "wednesday", "thursday", "friday", "saturday"]), monday: [{ start: "10:00", end: "12:30" }, { start: "14:00", end: "19:00" }] },
    },
    {
      name: "Hugo",
      shop: "lyon",
      skills: ["californien", "stones", "reflexo", "scrub", "clay", "manicure", "feet", "polish"],
      hours: weekdays([{ start: "11:30", end: "19:30" }], ["tuesday", "wednesday", "thursday", "friday", "saturday"]),
    },
  ],
  cabins: [
    { name: "Cabine Jade", shop: "paris" },
    { name: "Cabine Ambre", shop: "lyon" },
  ],
};

export const solo: DemoBusiness = {
  token: "demo-atelier-clara",
  nickname: "atelier-clara",
  hosts: ["solo.localhost"],
  settings: {
    nickname: "atelier-clara",
    identity: { displayName: "L'Atelier de Clara", logoSize: 50 },
    themes: { colors: { primary: "#5b2a3c", secondary: "#c7836b", buttonBackground: "#5b2a3c", buttonText: "#ffffff" } },
    booker: {
      langs: { fr: true, de: false, en: false, es: false, it: false },
      homepageType: "mono",
      services: { list: { display: { duration: true, price: true } } },
      seo: { description: { fr: "Institut de beauté à Bordeaux : ongles, regard, épilation. Réservation en ligne." } },
    },
  },
  shops: [
    {
      key: "bordeaux",
      slug: "bordeaux-chartrons",
      externalId: "ab-2001",
      name: "L'Atelier de Clara",
      address: "41 rue Notre-Dame",
      city: "Bordeaux",
      zipcode: "33000",
      phone: "+33 5 56 44 21 90",
      email: "bonjour@atelier-clara.example",
      lat: 44.8521,
      lng: -0.5718,
      description: { fr: "Un institut intimiste au cœur des Chartrons." },
      openingHours: {
        monday: closed,
        tuesday: day("09:00", "18:30"),
        wednesday: day("09:00", "18:30"),
        thursday: day("09:00", "18:30"),
        friday: day("09:00", "19:00"),
        saturday: pause(["09:00", "12:30"], ["13:30", "17:00"]),
        sunday: closed,
      },
      images: [img("shop-solo", { fr: "L'institut de Clara" })],
    },
  ],
  categories: [
    {
      key: "nails",
      slug: "ongles",
      name: { fr: "Ongles", de: "Nägel", en: "Nails", es: "Uñas", it: "Unghie" },
      description: { fr: "Manucure, semi-permanent et soins des ongles." },
      image: "cat-mains",
    },
    {
      key: "eyes",
      slug: "regard",
      name: { fr: "Regard", de: "Augen", en: "Eyes", es: "Mirada", it: "Sguardo" },
      description: { fr: "Rehaussement de cils et sourcils." },
      image: "cat-regard",
    },
  ],
  services: [
    {
      key: "mani",
      slug: "manucure-classique",
      type: "1",
      category: "nails",
      name: { fr: "Manucure classique", de: "Klassische Maniküre", en: "Classic manicure", es: "Manicura clásica", it: "Manicure classica" },
      description: { fr: "Limage, cuticules et pose de vernis.", de: "", en: "", es: "", it: "" },
      duration: 30,
      pause: 0,
      price: 3000,
    },
    {
      key: "semi",
      slug: "semi-permanent-mains",
      type: "1",
      category: "nails",
      name: { fr: "Semi-permanent mains", de: "Semi-permanent Hände", en: "Gel polish, hands", es: "Semipermanente manos", it: "Semipermanente mani" },
      description: { fr: "Tenue jusqu'à trois semaines.", de: "", en: "", es: "", it: "" },
      duration: 45,
      pause: 15,
      price: 3800,
      weekPrice: 3500,
    },
    {
      key: "lash",
      slug: "rehaussement-de-cils",
      type: "1",
      category: "eyes",
      name: { fr: "Rehaussement de cils", de: "Wimpernlifting", en: "Lash lift", es: "Lifting de pestañas", it: "Laminazione ciglia" },
      description: { fr: "Des cils recourbés pendant six semaines.", de: "", en: "", es: "", it: "" },
      duration: 60,
      pause: 0,
      price: 6000,
    },
    {
      key: "brows",
      slug: "restructuration-sourcils",
      type: "1",
      category: "eyes",
      name: { fr: "Restructuration des sourcils", de: "Augenbrauenkorrektur", en: "Brow shaping", es: "Diseño de cejas", it: "Ridefinizione sopracciglia" },
      description: { fr: "Épilation à la pince et à la cire.", de: "", en: "", es: "", it: "" },
      duration: 20,
      pause: 0,
      price: 1800,
    },
  ],
  products: [],
  employees: [
    {
      name: "Clara",
      shop: "bordeaux",
      skills: "all",
      hours: {
        ...weekdays([{ start: "09:00", end: "18:30" }], ["tuesday", "wednesday", "thursday"]),
        friday: [{ start: "09:00", end: "19:00" }],
        saturday: [{ start: "09:00", end: "12:30" }, { start: "13:30", end: "17:00" }],
      },
    },
  ],
  cabins: [],
};

export const demoBusinesses = [spa, solo];
