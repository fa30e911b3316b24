// A catalogue picture: responsive srcset from the image's variants, width and height always set
// (no layout shift), lazy unless it is near the top of the page.
import { localise } from "../../../domain/catalogue";
import type { Image, Lang } from "../../../domain/types";

export function Picture({
  image,
  fallbackUrl,
  lang,
  sizes,
  eager = false,
  className = "",
  decorative = false,
}: {
  image: Image | undefined;
  fallbackUrl?: string;
  lang: Lang;
  sizes: string;
  eager?: boolean;
  className?: string;
  /** the picture only illustrates a text next to it: empty alt */
  decorative?: boolean;
}) {
  const url = image?.url ?? fallbackUrl;
  if (!url) return null;
  const srcSet = image?.variants?.length ? image.variants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined;
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image?.width ?? 960}
      height={image?.height ?? 640}
      alt={decorative ? "" : localise(image?.alt, lang)}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      className={className}
    />
  );
}
