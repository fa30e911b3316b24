import type { Lang } from "../../domain/types";

/** An area's messages: French is the reference; every other language must have the same keys. */
export function defineMessages<T extends Record<string, string>>(messages: { fr: T } & Record<Exclude<Lang, "fr">, Record<keyof T, string>>) {
  return messages;
}
