import type { Lang } from "../../domain/types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr, type Catalogue } from "./fr";
import { it } from "./it";

export const catalogues: Record<Lang, Catalogue> = { fr, de, en, es, it };
export type { Catalogue, MessageKey } from "./fr";
