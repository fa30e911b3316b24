// The spa's magazine, events and alerts: six stories in two categories, each written in French and
// in English (one featured, one on the home page, one on the Lyon shop's page), two events and an
// alert that books a massage. Events, alerts and closures are dated from the day of the seed so
// the demo always has some current.
import { addDays } from "../../../domain/time";
import { img } from "./images";

type Story = {
  key: string;
  category: "advice" | "news";
  image: string;
  position?: "home" | "shop";
  shop?: "paris" | "lyon";
  featured?: boolean;
  /** days before the seed */
  age: number;
  fr: { slug: string; title: string; excerpt: string; body: string };
  en: { slug: string; title: string; excerpt: string; body: string };
};

const p = (...paragraphs: string[]) => paragraphs.map((x) => (x.startsWith("<") ? x : `<p>${x}</p>`)).join("");

const STORIES: Story[] = [
  {
    key: "winter-skin",
    category: "advice",
    image: "cat-visage",
    featured: true,
    age: 3,
    fr: {
      slug: "peau-en-hiver",
      title: "Cinq gestes pour une peau apaisée en hiver",
      excerpt: "Froid dehors, chauffage dedans : notre esthéticienne partage sa routine pour garder une peau souple jusqu'au printemps.",
      body: p(
        "Le froid resserre les vaisseaux, le chauffage assèche l'air : en hiver, la peau perd son eau plus vite qu'elle ne la retrouve. Quelques gestes simples suffisent pourtant à la garder confortable.",
        "<h2>1. Nettoyer sans décaper</h2>",
        "Préférez un lait ou une huile démaquillante à un gel moussant, et rincez à l'eau tiède plutôt que chaude.",
        "<h2>2. Nourrir matin et soir</h2>",
        "Une crème riche en céramides le soir, un sérum hydratant sous la crème de jour. Sur les zones sèches, une goutte d'huile fait la différence.",
        "<h2>3. Exfolier en douceur</h2>",
        "Une fois par semaine suffit : un gommage enzymatique respecte la barrière cutanée.",
        "<h2>4. Boire et respirer</h2>",
        "Un verre d'eau de plus par jour et un humidificateur dans la chambre aident vraiment.",
        "<h2>5. S'offrir un soin profond</h2>",
        "Notre soin « Éclat » rend à la peau ce que l'hiver lui prend, en une heure de douceur.",
      ),
    },
    en: {
      slug: "skin-in-winter",
      title: "Five habits for calm skin in winter",
      excerpt: "Cold outside, heating inside: our beautician shares her routine to keep your skin supple until spring.",
      body: p(
        "Cold narrows the vessels, heating dries the air: in winter, skin loses water faster than it gets it back. A few simple habits keep it comfortable.",
        "<h2>1. Cleanse without stripping</h2>",
        "Choose a cleansing milk or oil over a foaming gel, and rinse with lukewarm rather than hot water.",
        "<h2>2. Nourish morning and night</h2>",
        "A cream rich in ceramides at night, a moisturising serum under your day cream. On dry patches, a drop of oil makes the difference.",
        "<h2>3. Exfoliate gently</h2>",
        "Once a week is enough: an enzyme peel respects the skin's barrier.",
        "<h2>4. Drink and breathe</h2>",
        "One more glass of water a day and a humidifier in the bedroom really help.",
        "<h2>5. Treat yourself to a deep facial</h2>",
        "Our 'Glow' facial gives back what winter takes, in one gentle hour.",
      ),
    },
  },
  {
    key: "hot-stones",
    category: "advice",
    image: "hero-stones",
    position: "home",
    age: 10,
    fr: {
      slug: "pourquoi-les-pierres-chaudes",
      title: "Pourquoi les pierres chaudes détendent autant",
      excerpt: "La chaleur du basalte pénètre les muscles en profondeur : ce qui se passe pendant un massage aux pierres chaudes.",
      body: p(
        "Le basalte garde longtemps la chaleur. Posées le long du dos puis glissées sur les muscles, les pierres diffusent une chaleur douce qui relâche les tensions plus vite que les mains seules.",
        "La circulation s'active, la respiration ralentit : beaucoup de nos clients s'endorment avant la fin de la séance.",
        "<h2>Pour qui ?</h2>",
        "Pour les dos noués, les sportifs, et tous ceux qui ont froid en hiver. Déconseillé pendant la grossesse : préférez alors notre massage prénatal.",
      ),
    },
    en: {
      slug: "why-hot-stones",
      title: "Why hot stones relax you so much",
      excerpt: "Basalt's warmth reaches deep into the muscles: what happens during a hot stone massage.",
      body: p(
        "Basalt holds heat for a long time. Laid along the back, then glided over the muscles, the stones spread a gentle warmth that releases tension faster than hands alone.",
        "Circulation picks up, breathing slows: many of our guests fall asleep before the end of the session.",
        "<h2>Who is it for?</h2>",
        "Knotted backs, athletes, and anyone who feels the cold in winter. Not during pregnancy: choose our prenatal massage instead.",
      ),
    },
  },
  {
    key: "hands",
    category: "advice",
    image: "prd-cream",
    age: 24,
    fr: {
      slug: "mains-douces",
      title: "Des mains douces malgré le froid",
      excerpt: "Gants, crème et un rituel du soir : nos conseils pour des mains qui ne tiraillent plus.",
      body: p("Les mains n'ont presque pas de glandes sébacées : ce sont les premières à souffrir du froid.", "Appliquez une crème riche après chaque lavage, et le soir, une couche épaisse sous des gants de coton.", "Une fois par mois, notre soin des mains répare les cuticules et redonne de l'éclat aux ongles."),
    },
    en: {
      slug: "soft-hands",
      title: "Soft hands despite the cold",
      excerpt: "Gloves, cream and an evening ritual: our advice for hands that no longer feel tight.",
      body: p("Hands have almost no oil glands: they are the first to suffer from the cold.", "Apply a rich cream after each wash, and at night a thick layer under cotton gloves.", "Once a month, our hand treatment repairs cuticles and brings back the shine of your nails."),
    },
  },
  {
    key: "lyon-hammam",
    category: "news",
    image: "shop-lyon",
    position: "shop",
    shop: "lyon",
    age: 6,
    fr: {
      slug: "nouveau-hammam-lyon",
      title: "Un hammam tout neuf à Lyon Confluence",
      excerpt: "Notre spa de Lyon ouvre son hammam : vapeur douce, savon noir et gommage au gant kessa.",
      body: p("Après trois semaines de travaux, le hammam de Lyon Confluence accueille ses premiers visiteurs.", "Vapeur à 45 °C, savon noir à l'eucalyptus et gommage au gant kessa : comptez une heure pour le rituel complet.", "Le hammam est inclus dans tous les soins de plus de 60 minutes à Lyon."),
    },
    en: {
      slug: "new-hammam-lyon",
      title: "A brand-new hammam in Lyon Confluence",
      excerpt: "Our Lyon spa opens its hammam: gentle steam, black soap and a kessa glove scrub.",
      body: p("After three weeks of work, the Lyon Confluence hammam welcomes its first guests.", "Steam at 45 °C, eucalyptus black soap and a kessa glove scrub: allow one hour for the full ritual.", "The hammam is included with every treatment over 60 minutes in Lyon."),
    },
  },
  {
    key: "gift",
    category: "news",
    image: "prd-box",
    age: 14,
    fr: {
      slug: "coffrets-fetes",
      title: "Les coffrets des fêtes sont arrivés",
      excerpt: "Trois coffrets en édition limitée, à offrir ou à s'offrir, avec un soin au choix.",
      body: p("Bougie aux épices douces, huile de massage et bon pour un soin : nos coffrets des fêtes sont disponibles dans nos deux spas.", "Ils sont en quantité limitée : pensez à les réserver dès maintenant."),
    },
    en: {
      slug: "holiday-boxes",
      title: "The holiday boxes are here",
      excerpt: "Three limited-edition boxes, to give or to keep, each with a treatment of your choice.",
      body: p("A sweet spice candle, massage oil and a voucher for a treatment: our holiday boxes are in both our spas.", "They are limited: book yours now."),
    },
  },
  {
    key: "team",
    category: "news",
    image: "shop-paris",
    age: 40,
    fr: {
      slug: "bienvenue-camille",
      title: "Bienvenue à Camille, praticienne à Paris",
      excerpt: "Formée à Bali, Camille rejoint l'équipe du Marais avec ses massages balinais.",
      body: p("Camille a passé deux ans à Ubud pour apprendre le massage balinais traditionnel.", "Elle rejoint l'équipe du Marais du mardi au samedi : réservez avec elle dès aujourd'hui."),
    },
    en: {
      slug: "welcome-camille",
      title: "Welcome Camille, therapist in Paris",
      excerpt: "Trained in Bali, Camille joins the Marais team with her Balinese massages.",
      body: p("Camille spent two years in Ubud learning traditional Balinese massage.", "She joins the Marais team from Tuesday to Saturday: book with her today."),
    },
  },
];

/** The spa's content, dated from `today` (the seed's local day). */
export function spaContent(today: string) {
  return {
    categories: [
      { key: "advice", slug: "conseils", name: { fr: "Conseils beauté", de: "Schönheitstipps", en: "Beauty advice", es: "Consejos de belleza", it: "Consigli di bellezza" } },
      { key: "news", slug: "actualites", name: { fr: "Actualités", de: "Neuigkeiten", en: "News", es: "Novedades", it: "Novità" } },
    ],
    posts: STORIES.flatMap((s) =>
      (["fr", "en"] as const).map((lang) => ({
        ...s[lang],
        category: s.category,
        image: img(s.image, { [lang]: s[lang].title }),
        langs: [lang],
        date: addDays(today, -s.age),
        position: s.position ?? ("all" as const),
        shop: s.shop ?? null,
        featured: s.featured ?? false,
      })),
    ),
    events: [
      {
        start: addDays(today, -2),
        end: addDays(today, 365),
        showDates: false,
        image: img("hero-towels"),
        body: {
          fr: "<h2>Nocturnes du jeudi</h2><p>Tous les jeudis, nos deux spas restent ouverts jusqu'à 22 h : massages, hammam et tisanes à la lueur des bougies.</p>",
          de: "<h2>Donnerstagabende</h2><p>Jeden Donnerstag haben unsere beiden Spas bis 22 Uhr geöffnet: Massagen, Hammam und Kräutertee bei Kerzenlicht.</p>",
          en: "<h2>Thursday late nights</h2><p>Every Thursday, both our spas stay open until 10 pm: massages, hammam and herbal teas by candlelight.</p>",
          es: "<h2>Jueves por la noche</h2><p>Todos los jueves, nuestros dos spas abren hasta las 22 h: masajes, hammam e infusiones a la luz de las velas.</p>",
          it: "<h2>Giovedì sera</h2><p>Ogni giovedì le nostre due spa restano aperte fino alle 22: massaggi, hammam e tisane a lume di candela.</p>",
        },
        link: { url: "/services", title: {} },
      },
      {
        start: addDays(today, -1),
        end: addDays(today, 365),
        showDates: true,
        image: img("cat-visage"),
        body: {
          fr: "<h2>Nouveau : le soin Éclat</h2><p>Une heure pour réveiller le teint : double nettoyage, massage du visage et masque à la vitamine C.</p>",
          de: "<h2>Neu: die Glow-Gesichtsbehandlung</h2><p>Eine Stunde für einen strahlenden Teint: doppelte Reinigung, Gesichtsmassage und Vitamin-C-Maske.</p>",
          en: "<h2>New: the Glow facial</h2><p>One hour to wake up your complexion: double cleanse, facial massage and a vitamin C mask.</p>",
          es: "<h2>Novedad: el tratamiento Iluminador</h2><p>Una hora para despertar la piel: doble limpieza, masaje facial y mascarilla de vitamina C.</p>",
          it: "<h2>Novità: il trattamento Luminosità</h2><p>Un'ora per risvegliare l'incarnato: doppia detersione, massaggio del viso e maschera alla vitamina C.</p>",
        },
        link: { url: "/services/soins-du-visage", title: { fr: "Découvrir le soin", de: "Behandlung entdecken", en: "Discover the facial", es: "Descubrir el tratamiento", it: "Scopri il trattamento" } },
      },
    ],
    alerts: [
      {
        service: "stones",
        start: addDays(today, -1),
        end: addDays(today, 365),
        body: {
          fr: "Un créneau s'est libéré cette semaine pour le massage aux pierres chaudes : réservez-le avant qu'il ne reparte.",
          de: "Diese Woche ist ein Termin für die Hot-Stone-Massage frei geworden: Buchen Sie ihn, bevor er wieder vergeben ist.",
          en: "A time has opened up this week for a hot stone massage: book it before it's gone.",
          es: "Se ha liberado una hora esta semana para el masaje con piedras calientes: resérvela antes de que vuelva a ocuparse.",
          it: "Si è liberato un orario questa settimana per il massaggio con pietre calde: prenotalo prima che venga occupato.",
        },
      },
    ],
    closures: [{ shop: "lyon", day: addDays(today, 40), label: { fr: "Inventaire annuel", de: "Jährliche Inventur", en: "Annual stocktaking", es: "Inventario anual", it: "Inventario annuale" } }],
  };
}
