// The demo spa `npm run seed` creates on `localhost`: two shops (Paris, Lyon), five languages,
// cabins booked with the staff.
import { closed, day, pause, weekdays, img, type DemoBusiness } from "./shape";
import { spaProducts, spaServices } from "./spa-catalogue";
import { spaContent } from "./spa-content";
import { spaConsentForms } from "./spa-consent";
import { spaRecords } from "./spa-records";

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
      // 1 point per euro; the demo customer starts with 180 points (demoLoyaltyPoints below)
      loyalty: {
        active: true,
        onlineBookingBonus: 10,
        tiers: [
          { id: "bon-5", threshold: 100, reward: { type: "amount", amount: 500 }, name: { fr: "5 € offerts", de: "5 € Rabatt", en: "€5 off", es: "5 € de descuento", it: "5 € di sconto" } },
          { id: "bon-15", threshold: 250, reward: { type: "amount", amount: 1500 }, name: { fr: "15 € offerts", de: "15 € Rabatt", en: "€15 off", es: "15 € de descuento", it: "15 € di sconto" } },
          // a third palier, a service offered, is added by the seed once the service has its id (loyaltyServiceTiers below)
        ],
      },
      couponsPopupHome: true,
      couponsPopupText: {
        fr: "Première réservation en ligne ? 10 % offerts sur vos soins avec ce code.",
        de: "Ihre erste Online-Buchung? 10 % Rabatt auf Ihre Behandlungen mit diesem Code.",
        en: "Your first booking online? 10% off your treatments with this code.",
        es: "¿Su primera reserva en línea? 10 % de descuento en sus tratamientos con este código.",
        it: "La tua prima prenotazione online? 10% di sconto sui trattamenti con questo codice.",
      },
      popupImg: {
        enabled: true,
        image: "/images/demo/hero-towels-960.webp",
        html: {
          fr: "<h2>Les fêtes à la Maison Lumière</h2><p>Jusqu'au 31 décembre, nos <strong>rituels en duo</strong> se réservent en ligne, et 20 € sont offerts dès 150 € de soins.</p>",
          de: "<h2>Weihnachtszeit in der Maison Lumière</h2><p>Bis zum 31. Dezember buchen Sie unsere <strong>Rituale zu zweit</strong> online – ab einem Behandlungswert von 150 € erhalten Sie 20 € Rabatt.</p>",
          en: "<h2>The festive season at Maison Lumière</h2><p>Until 31 December, book our <strong>rituals for two</strong> online, and get €20 off when you spend €150 on treatments.</p>",
          es: "<h2>Navidad en la Maison Lumière</h2><p>Hasta el 31 de diciembre, reserve en línea nuestros <strong>rituales en pareja</strong>: le descontamos 20 € a partir de 150 € en tratamientos.</p>",
          it: "<h2>Le feste alla Maison Lumière</h2><p>Fino al 31 dicembre prenota online i nostri <strong>rituali di coppia</strong>: 20 € di sconto con una spesa di 150 € in trattamenti.</p>",
        },
        button: {
          text: { fr: "Voir les soins en duo", de: "Behandlungen zu zweit ansehen", en: "See the treatments for two", es: "Ver los tratamientos en pareja", it: "Scopri i trattamenti di coppia" },
          url: "/services/duo-et-forfaits",
        },
      },
      homepageType: "multi",
      sections: {
        home: {
          heroImage: {
            enabled: true,
            position: "left",
            slides: [
              {
                title: { fr: "Le temps d'une pause", de: "Gönnen Sie sich eine Auszeit", en: "Take a moment for yourself", es: "Tómese un respiro", it: "Concediti una pausa" },
                text: {
                  fr: "Massages, soins du visage et rituels dans nos maisons de Paris et Lyon.",
                  de: "Massagen, Gesichtsbehandlungen und Rituale in unseren Spas in Paris und Lyon.",
                  en: "Massages, facials and rituals at our spas in Paris and Lyon.",
                  es: "Masajes, tratamientos faciales y rituales en nuestros spas de París y Lyon.",
                  it: "Massaggi, trattamenti viso e rituali nelle nostre spa di Parigi e Lione.",
                },
                image: { url: "/images/demo/hero-stones-960.webp" },
                buttonAction: "service",
                buttonText: { fr: "Réserver un massage", de: "Massage buchen", en: "Book a massage", es: "Reservar un masaje", it: "Prenota un massaggio" },
                buttonActionValue: "massage-californien",
              },
              {
                title: { fr: "Offrez un moment", de: "Schenken Sie eine Auszeit", en: "Give the gift of time", es: "Regale un momento de bienestar", it: "Regala un momento di benessere" },
                text: {
                  fr: "Nos rituels en duo, à partager.",
                  de: "Unsere Rituale zu zweit – für gemeinsame Momente.",
                  en: "Our rituals for two, made to be shared.",
                  es: "Nuestros rituales en pareja, para disfrutar juntos.",
                  it: "I nostri rituali di coppia, da vivere insieme.",
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
          de: "Maison Lumière SAS, 12 rue des Francs-Bourgeois, 75003 Paris, Frankreich. Handelsregister Paris 912 345 678.",
          es: "Maison Lumière SAS, 12 rue des Francs-Bourgeois, 75003 París, Francia. Inscrita en el registro mercantil de París con el número 912 345 678.",
          it: "Maison Lumière SAS, 12 rue des Francs-Bourgeois, 75003 Parigi, Francia. Iscritta al registro delle imprese di Parigi con il numero 912 345 678.",
        },
        rgpd: {
          fr: "Vos données servent uniquement à gérer vos rendez-vous et vos commandes. Vous pouvez demander leur suppression à contact@maison-lumiere.example.",
          en: "Your data is used only to manage your appointments and orders. You may ask for its deletion at contact@maison-lumiere.example.",
          de: "Ihre Daten dienen nur der Verwaltung Ihrer Termine und Bestellungen. Die Löschung Ihrer Daten können Sie jederzeit unter contact@maison-lumiere.example beantragen.",
          es: "Sus datos solo sirven para gestionar sus citas y pedidos. Puede pedir su supresión en contact@maison-lumiere.example.",
          it: "I tuoi dati servono solo a gestire i tuoi appuntamenti e ordini. Puoi chiederne la cancellazione scrivendo a contact@maison-lumiere.example.",
        },
        cgv: {
          fr: "Tout rendez-vous peut être annulé sans frais jusqu'à 24 heures avant son début.",
          en: "Any appointment may be cancelled free of charge up to 24 hours before it starts.",
          de: "Jeder Termin kann bis 24 Stunden vor Beginn kostenlos storniert werden.",
          es: "Toda cita puede cancelarse sin gastos hasta 24 horas antes de su inicio.",
          it: "Ogni appuntamento può essere annullato senza spese fino a 24 ore prima dell'inizio.",
        },
        cgu: {
          fr: "L'utilisation de ce site implique l'acceptation des présentes conditions.",
          en: "Using this site implies accepting these terms.",
          de: "Wer diese Website nutzt, akzeptiert diese Bedingungen.",
          es: "El uso de este sitio implica la aceptación de estas condiciones.",
          it: "L'uso di questo sito implica l'accettazione delle presenti condizioni.",
        },
      },
      appointment: { cuttingHours: 30, minNoticeMinutes: 120 },
      useCabinManagement: true,
      cart: { active: true },
      // the e-shop: click & collect, or delivery at 5,90 € (free from 60 €); it opens with online payment (on the demo, decision 192)
      eshopEnabled: true,
      products: { active: true, delivery: { active: true, price: 590, freeFrom: 6000 }, holdMinutes: 30 },
      // gift vouchers sold on /gift (shown once the spa takes payments online: on the demo)
      gift: { active: true, validityMonths: 12, amounts: [3000, 5000, 8000, 12000], minAmount: 2000, maxAmount: 50000, services: true },
      gifts: {
        themes: [
          { id: "douceur", name: { fr: "Douceur", de: "Sanft", en: "Gentle", es: "Dulzura", it: "Dolcezza" }, image: "/images/demo/gift-douceur.jpg" },
          { id: "fetes", name: { fr: "Fêtes", de: "Festtage", en: "Festive", es: "Fiestas", it: "Feste" }, image: "/images/demo/gift-fetes.jpg" },
          { id: "zen", name: { fr: "Zen", de: "Zen", en: "Zen", es: "Zen", it: "Zen" }, image: "/images/demo/gift-zen.jpg" },
        ],
      },
      services: { list: { display: { duration: true, price: true } } },
      seo: {
        siteTabTitlePattern: "%s · Maison Lumière",
        description: {
          fr: "Spa à Paris et Lyon : massages, soins du visage, rituels corps. Réservez en ligne.",
          de: "Spa in Paris und Lyon: Massagen, Gesichtsbehandlungen, Körperrituale. Online buchen.",
          en: "Spa in Paris and Lyon: massages, facials, body rituals. Book online.",
          es: "Spa en París y Lyon: masajes, tratamientos faciales, rituales corporales. Reserve en línea.",
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
          label: { fr: "Notre journal", de: "Unser Journal", en: "Our journal", es: "Nuestro blog", it: "Il nostro blog" },
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
      images: [img("shop-paris", { fr: "L'accueil du spa de Paris", en: "The Paris spa reception", de: "Der Empfang des Pariser Spas", es: "La recepción del spa de París", it: "La reception della spa di Parigi" })],
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
      images: [img("shop-lyon", { fr: "Le spa de Lyon au bord de la Saône", en: "The Lyon spa by the Saône", de: "Das Lyoner Spa an der Saône", es: "El spa de Lyon a orillas del Saona", it: "La spa di Lione sulla Saona" })],
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
      name: { fr: "Duo et forfaits", de: "Zu zweit und Pakete", en: "For two & packages", es: "En pareja y packs", it: "Di coppia e pacchetti" },
      description: {
        fr: "À partager, ou pour prolonger le moment.",
        de: "Zum Teilen oder um den Moment zu verlängern.",
        en: "To share, or to make the moment last longer.",
        es: "Para compartir o prolongar el momento.",
        it: "Da condividere o per prolungare il momento.",
      },
      image: "cat-duo",
    },
  ],
  services: spaServices,
  products: spaProducts,
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
  demoLoyaltyPoints: 180,
  // An owner (everything, users included), the manager of the Lyon shop and a therapist of Paris (README).
  team: [
    { email: "proprietaire@demo.example", firstname: "Hélène", lastname: "Garnier", role: "owner", shops: [] },
    { email: "lyon@demo.example", firstname: "Karim", lastname: "Benali", role: "manager", shops: ["lyon"] },
    { email: "equipe@demo.example", firstname: "Camille", lastname: "Moreau", role: "staff", shops: ["paris"], employee: "Camille" },
  ],
  loyaltyServiceTiers: [
    { id: "soin-offert", threshold: 600, service: "express", name: { fr: "Un soin express offert", de: "Eine Express-Gesichtsbehandlung gratis", en: "An express facial on us", es: "Un tratamiento exprés de regalo", it: "Un trattamento express in regalo" } },
  ],
  eshopCategories: [
    {
      slug: "bien-etre-maison",
      name: { fr: "Le bien-être à la maison", de: "Wohlbefinden zu Hause", en: "Well-being at home", es: "Bienestar en casa", it: "Benessere a casa" },
      products: ["huile-de-massage-relaxante", "bougie-parfumee-figue", "sels-de-bain"],
    },
    { slug: "soins-visage-corps", name: { fr: "Soins visage et corps", de: "Gesichts- und Körperpflege", en: "Face and body care", es: "Cuidado de rostro y cuerpo", it: "Cura di viso e corpo" }, products: ["serum-eclat", "creme-mains-karite"] },
    { slug: "coffrets", name: { fr: "Coffrets", de: "Geschenksets", en: "Gift boxes", es: "Cajas regalo", it: "Cofanetti" }, products: ["coffret-decouverte"] },
  ],
  // a 50 € gift voucher, as one sold at the counter: try it at the booking step (README)
  vouchers: [{ code: "U8GB-J2CW-XA75-EMR6-SHPF", value: 5000 }],
  // the purifying facial asks for a health questionnaire signed before the visit (README)
  consentForms: spaConsentForms,
  records: spaRecords,
  coupons: [
    {
      code: "BIENVENUE10",
      name: { fr: "10 % sur votre première réservation en ligne", de: "10 % auf Ihre erste Online-Buchung", en: "10% off your first booking online", es: "10 % en su primera reserva en línea", it: "10% sulla tua prima prenotazione online" },
      reductionType: "percentage",
      amount: 10,
      scope: "services",
      listed: true,
      usageLimitPerCustomer: 1,
    },
    {
      // the e-shop's: 15 % off its products (not listed: given at the shop's counter, README)
      code: "BOUTIQUE15",
      name: { fr: "15 % sur la boutique", de: "15 % im Shop", en: "15% off the shop", es: "15 % en la tienda", it: "15% sul negozio" },
      reductionType: "percentage",
      amount: 15,
      scope: "products",
    },
    {
      code: "FETES20",
      name: { fr: "20 € offerts dès 150 € de soins", de: "20 € Rabatt ab 150 € Behandlungswert", en: "€20 off when you spend €150 on treatments", es: "20 € de descuento por 150 € en tratamientos", it: "20 € di sconto con 150 € di trattamenti" },
      reductionType: "amount",
      amount: 2000,
      scope: "services",
      minimumOrder: 15000,
      automatic: true,
    },
  ],
  content: spaContent,
};
