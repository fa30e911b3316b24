// The spa's customer records (decisions 281, 282): record types a newcomer finds on `npm start` —
// the skin assessment (skin type, allergies, a patch test's date), the pigments and needles of its
// dermopigmentation, and a file on the demo customer with her skin assessment filled in.
import type { DemoBusiness } from "./shape";

export const spaRecords: NonNullable<DemoBusiness["records"]> = {
  collections: [
    {
      type: "bilan_cutane",
      name: "Bilan cutané",
      fields: [
        { key: "type_de_peau", label: "Type de peau", kind: "choice", choices: ["sèche", "grasse", "mixte", "sensible"], required: true, public: true },
        { key: "allergies", label: "Allergies", kind: "text", required: false, public: false },
        { key: "test_cutane", label: "Date du test cutané", kind: "date", required: false, public: true },
        { key: "enceinte", label: "Enceinte", kind: "yesno", required: false, public: false },
      ],
    },
  ],
  pigments: [
    { brand: "Li Pigments", colour: "Brun cendré", batch: "LP-2407-A", expiresOn: "2027-06-30" },
    { brand: "Perma Blend", colour: "Rose nude", batch: "PB-2410-C", expiresOn: "2027-10-31" },
  ],
  needles: [
    { type: "Microblading 18U", batch: "NB-18U-0912" },
    { type: "Cartouche 1RL 0,30", batch: "CT-1RL-2231" },
  ],
  customerFile: {
    type: "soins-visage",
    title: "Soins du visage",
    notes: "Préfère les soins sans parfum.",
    items: [{ collection: "bilan_cutane", values: { type_de_peau: "mixte", allergies: "Latex", test_cutane: "2026-09-15", enceinte: false } }],
  },
};
