// The database's tables, one file per area (the Drizzle schema is the one description of the
// tables; migrations are generated from it: npm run db:generate).
export * from "./tenancy";
export * from "./catalogue";
export * from "./staff";
export * from "./accounts";
export * from "./booking";
export * from "./outbox";
export * from "./content";
export * from "./loyalty";
export * from "./coupons";
export * from "./gifts";
export * from "./eshop";
export * from "./payments";
export * from "./jobs";
export * from "./team";
export * from "./audit";
export * from "./media";
export * from "./waitlist";
export * from "./records";
