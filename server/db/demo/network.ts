// The marketplace demo (decision 201): three networks of salons across France, each a business of
// its own with its own host, and the marketplace on `marketplace.localhost` that lists them with the
// spa and the studio. Some salons take no online booking (the finder says so instead of linking).
// Addresses are made up; the coordinates are each town's centre, a few hundred metres apart within one.
import { closed, day, img, pause, weekdays, type DemoBusiness } from "./shape";

type Region = "idf" | "ara" | "naq" | "occ" | "paca" | "hdf" | "ge" | "bre" | "pdl" | "nor";
const REGIONS: Record<Region, string> = {
  idf: "Île-de-France",
  ara: "Auvergne-Rhône-Alpes",
  naq: "Nouvelle-Aquitaine",
  occ: "Occitanie",
  paca: "Provence-Alpes-Côte d'Azur",
  hdf: "Hauts-de-France",
  ge: "Grand Est",
  bre: "Bretagne",
  pdl: "Pays de la Loire",
  nor: "Normandie",
};

const images = ["shop-paris", "shop-lyon", "shop-solo"];
const hoursOf = (late: boolean) => ({
  monday: closed,
  tuesday: day("09:30", late ? "19:30" : "18:30"),
  wednesday: day("09:30", late ? "19:30" : "18:30"),
  thursday: day("09:30", late ? "20:00" : "18:30"),
  friday: day("09:30", late ? "20:00" : "19:00"),
  saturday: pause(["09:00", "13:00"], ["14:00", "18:00"]),
  sunday: closed,
});
const slugOf = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type Brand = "ec" | "bs" | "oc";

// Every salon of the three networks, one row each: its network, city, postcode, street, lat, lng,
// region, and false when it takes no online booking. A network's salons keep this order.
const SALONS: [Brand, string, string, string, number, number, Region, false?][] = [
  ["ec", "Paris", "75011", "18 rue Oberkampf", 48.8649, 2.3779, "idf"],
  ["ec", "Boulogne-Billancourt", "92100", "74 route de la Reine", 48.8397, 2.2399, "idf"],
  ["ec", "Versailles", "78000", "9 rue de la Paroisse", 48.8049, 2.1204, "idf"],
  ["ec", "Lille", "59000", "31 rue de Béthune", 50.6329, 3.0586, "hdf"],
  ["ec", "Amiens", "80000", "12 rue des Trois Cailloux", 49.8941, 2.2958, "hdf"],
  ["ec", "Strasbourg", "67000", "5 rue du Dôme", 48.5839, 7.7455, "ge"],
  ["ec", "Nancy", "54000", "40 rue Saint-Jean", 48.6903, 6.1788, "ge", false],
  ["ec", "Reims", "51100", "22 place Drouet-d'Erlon", 49.2536, 4.0287, "ge"],
  ["ec", "Rouen", "76000", "61 rue du Gros-Horloge", 49.4413, 1.0925, "nor"],
  ["ec", "Caen", "14000", "8 rue Saint-Pierre", 49.1829, -0.3707, "nor"],
  ["ec", "Rennes", "35000", "15 rue Le Bastard", 48.1119, -1.6795, "bre"],
  ["ec", "Nantes", "44000", "27 rue Crébillon", 47.2133, -1.5614, "pdl"],
  ["bs", "Marseille", "13006", "44 rue Paradis", 43.2884, 5.3781, "paca"],
  ["bs", "Aix-en-Provence", "13100", "3 cours Mirabeau", 43.5263, 5.4474, "paca"],
  ["bs", "Nice", "06000", "10 rue de France", 43.6961, 7.2656, "paca", false],
  ["bs", "Toulon", "83000", "25 rue d'Alger", 43.1235, 5.9305, "paca"],
  ["bs", "Montpellier", "34000", "6 rue de la Loge", 43.6098, 3.8782, "occ"],
  ["bs", "Toulouse", "31000", "52 rue d'Alsace-Lorraine", 43.6032, 1.4449, "occ"],
  ["bs", "Nîmes", "30000", "14 rue de l'Aspic", 43.8367, 4.3597, "occ", false],
  ["bs", "Perpignan", "66000", "7 quai Vauban", 42.6994, 2.8955, "occ"],
  ["bs", "Lyon", "69002", "19 rue de Brest", 45.7601, 4.8334, "ara"],
  ["bs", "Grenoble", "38000", "2 place Grenette", 45.1907, 5.7282, "ara", false],
  ["oc", "Bordeaux", "33000", "56 cours de l'Intendance", 44.8412, -0.5771, "naq"],
  ["oc", "Mérignac", "33700", "11 avenue de la Marne", 44.8386, -0.6436, "naq"],
  ["oc", "Périgueux", "24000", "4 rue Taillefer", 45.1844, 0.7196, "naq"],
  ["oc", "Limoges", "87000", "20 rue Jean-Jaurès", 45.8315, 1.2578, "naq", false],
  ["oc", "La Rochelle", "17000", "9 rue du Palais", 46.1603, -1.1511, "naq"],
  ["oc", "Poitiers", "86000", "13 rue Carnot", 46.5802, 0.3404, "naq"],
  ["oc", "Clermont-Ferrand", "63000", "30 rue du 11 Novembre", 45.7772, 3.087, "ara"],
  ["oc", "Angers", "49100", "21 rue Saint-Laud", 47.4709, -0.5518, "pdl", false],
  ["oc", "Tours", "37000", "17 rue Nationale", 47.3936, 0.6892, "pdl"],
];

type Service = DemoBusiness["services"][number];
const service = (key: string, slug: string, category: string, name: Service["name"], duration: number, price: number): Service => ({
  key,
  slug,
  type: "1" as const,
  category,
  name,
  description: { fr: "", de: "", en: "", es: "", it: "" },
  duration,
  pause: 0,
  price,
});

// The three networks, one row each; their salons are SALONS' rows of their brand.
const NETWORKS: Record<Brand, { token: string; nickname: string; host: string; name: string; brand: string; colour: string; category: DemoBusiness["categories"][number]; services: Service[] }> = {
  ec: {
    token: "demo-institut-eclat",
    nickname: "institut-eclat",
    host: "eclat.localhost",
    name: "Institut Éclat",
    brand: "Éclat",
    colour: "#1f4e5f",
    category: { key: "face", slug: "visage", name: { fr: "Visage", de: "Gesicht", en: "Face", es: "Rostro", it: "Viso" }, description: { fr: "Soins du visage." }, image: "cat-visage" },
    services: [
      service("facial", "soin-eclat", "face", { fr: "Soin éclat du visage", de: "Strahlende Gesichtspflege", en: "Radiance facial", es: "Tratamiento facial luminosidad", it: "Trattamento viso illuminante" }, 60, 6900),
      service("express", "soin-express", "face", { fr: "Soin express", de: "Express-Pflege", en: "Express facial", es: "Tratamiento exprés", it: "Trattamento express" }, 30, 3900),
    ],
  },
  bs: {
    token: "demo-bains-du-sud",
    nickname: "bains-du-sud",
    host: "bains.localhost",
    name: "Les Bains du Sud",
    brand: "Bains du Sud",
    colour: "#8a4b2d",
    category: { key: "body", slug: "massages", name: { fr: "Massages", de: "Massagen", en: "Massages", es: "Masajes", it: "Massaggi" }, description: { fr: "Massages et hammam." }, image: "cat-massages" },
    services: [
      service("massage", "massage-relaxant", "body", { fr: "Massage relaxant", de: "Entspannungsmassage", en: "Relaxing massage", es: "Masaje relajante", it: "Massaggio rilassante" }, 60, 7500),
      service("hammam", "hammam", "body", { fr: "Hammam et gommage", de: "Hamam und Peeling", en: "Hammam and scrub", es: "Hammam y exfoliación", it: "Hammam e scrub" }, 45, 5500),
    ],
  },
  oc: {
    token: "demo-ongles-cie",
    nickname: "ongles-cie",
    host: "ongles.localhost",
    name: "Ongles & Cie",
    brand: "Ongles & Cie",
    colour: "#7a2e58",
    category: { key: "nails", slug: "ongles", name: { fr: "Ongles", de: "Nägel", en: "Nails", es: "Uñas", it: "Unghie" }, description: { fr: "Manucure et beauté des pieds." }, image: "cat-mains" },
    services: [
      service("mani", "manucure", "nails", { fr: "Manucure", de: "Maniküre", en: "Manicure", es: "Manicura", it: "Manicure" }, 30, 2900),
      service("semi", "semi-permanent", "nails", { fr: "Semi-permanent", de: "Shellac", en: "Gel polish", es: "Semipermanente", it: "Semipermanente" }, 45, 3500),
    ],
  },
};

const FIRST_NAMES = ["Inès", "Manon", "Chloé", "Sarah", "Julie", "Emma", "Léna", "Zoé", "Camille", "Alice", "Louise", "Jade"];

/** One network as a demo business: its salons (a shop and one employee each), its regions as geographic groups. */
function network(prefix: Brand): DemoBusiness {
  const o = NETWORKS[prefix];
  const salons = SALONS.filter((row) => row[0] === prefix);
  const regions = [...new Set(salons.map((row) => row[6]))];
  return {
    token: o.token,
    nickname: o.nickname,
    hosts: [o.host],
    settings: {
      nickname: o.nickname,
      identity: { displayName: o.name, logoSize: 50 },
      themes: { colors: { primary: o.colour, secondary: "#c7a27c", buttonBackground: o.colour, buttonText: "#ffffff" } },
      booker: { langs: { fr: true, de: true, en: true, es: true, it: true }, homepageType: "multi", services: { list: { display: { duration: true, price: true } } } },
    },
    geoGroups: regions.map((r) => ({ key: r, name: { fr: REGIONS[r] } })),
    shops: salons.map(([, city, zipcode, street, lat, lng, region, online], i) => ({
      key: `${prefix}-${i}`,
      slug: slugOf(`${o.brand} ${city}`),
      externalId: `${prefix}-${3001 + i}`,
      name: `${o.brand} ${city}`,
      address: street,
      city,
      zipcode,
      phone: `+33 1 ${String(40 + i).padStart(2, "0")} 12 34 ${String(10 + i).padStart(2, "0")}`,
      email: `${slugOf(city)}@${o.nickname}.example`,
      lat,
      lng,
      description: { fr: `${o.name} à ${city}.` },
      openingHours: hoursOf(i % 2 === 0),
      images: [img(images[i % images.length]!, { fr: `${o.brand} ${city}` })],
      geoGroup: region,
      bookingActive: online !== false,
    })),
    categories: [o.category],
    services: o.services,
    products: [],
    employees: salons.map((_, i) => ({
      name: FIRST_NAMES[i % FIRST_NAMES.length]!,
      shop: `${prefix}-${i}`,
      skills: "all" as const,
      hours: { ...weekdays([{ start: "09:30", end: "18:30" }], ["tuesday", "wednesday", "thursday", "friday"]), saturday: [{ start: "09:00", end: "13:00" }, { start: "14:00", end: "18:00" }] },
    })),
    cabins: [],
  };
}

export const eclat = network("ec");
export const bains = network("bs");
export const ongles = network("oc");

/** The marketplace: a company of its own, no shops, listing the businesses by token in this order. */
export const marketplace = {
  token: "demo-marketplace",
  nickname: "marketplace",
  hosts: ["marketplace.localhost"],
  settings: {
    nickname: "marketplace",
    identity: { displayName: "Beauté près de chez vous", logoSize: 50 },
    themes: { colors: { primary: "#243b53", secondary: "#c7836b", buttonBackground: "#243b53", buttonText: "#ffffff" } },
    booker: {
      langs: { fr: true, de: true, en: true, es: true, it: true },
      homepageType: "mkp",
      seo: { description: { fr: "Trouvez un institut, un spa ou un salon près de chez vous et réservez en ligne.", en: "Find a beauty institute, spa or salon near you and book online." } },
    },
  },
  lists: ["demo-spa-lumiere", "demo-atelier-clara", "demo-institut-eclat", "demo-bains-du-sud", "demo-ongles-cie"],
};
