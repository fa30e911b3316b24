import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";

/** An account page's address in the visitor's language (fr without prefix). */
export const pathIn = (lang: string, path: string) => localePath(path, lang as Lang);
