// The shop-picker button of a service (spec §2): opens the shop chooser with the shops offering
// it (shop-picker-dialog.tsx); each links to {shop}/services/{category}/{service}, with page=reserved in
// book mode and without it in 'show more' mode.
import { Suspense, useState } from "react";
import { serviceUrl } from "../../../domain/service-url";
import { lazyWithPreload, preloadOn } from "../../lib/lazy";
import { useT } from "../../lib/use-t";
import { Button, type ButtonSize } from "../ui/button";
import type { ShopPickerDialogProps } from "./shop-picker-dialog";

export type { PickerMode } from "./shop-picker-dialog";

// The dialog's code (the shop chooser) loads when a picker button is about to be tapped.
export const shopPickerDialog = lazyWithPreload(() => import("./shop-picker-dialog").then((m) => m.ShopPickerDialog));
const ShopPickerDialog = shopPickerDialog.Component;

export function ShopPickerButton({
  mode,
  article,
  category,
  shops,
  lang,
  label,
  size = "sm",
  className,
}: Omit<ShopPickerDialogProps, "open" | "onClose" | "testId"> & {
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const text = label ?? (mode === "book" ? t("book") : t("catalogue.service.more"));
  // A real button (Space and Enter open the picker). Before the scripts run it submits its form,
  // which goes to the service's page: that page lists the shops too.
  const fallback = serviceUrl({ categorySlug: category.slug, serviceSlug: article.slug ?? "", shopCount: shops.length, lang });

  return (
    <form method="get" action={fallback} className="contents">
      <Button
        type="submit"
        variant={mode === "book" ? "primary" : "secondary"}
        size={size}
        data-testid={`picker-open-${mode}`}
        aria-haspopup="dialog"
        {...preloadOn(shopPickerDialog.preload)}
        onClick={(event) => {
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
        className={className}
      >
        {text}
      </Button>
      {/* Drawn once first asked for: a list shows one picker per service, and the closed ones
          would otherwise fill its page with every shop's card for every service. */}
      {opened && (
        <Suspense fallback={null}>
        <ShopPickerDialog
          open={open}
          onClose={() => setOpen(false)}
          mode={mode}
          article={article}
          category={category}
          shops={shops}
          lang={lang}
          label={label}
        />
        </Suspense>
      )}
    </form>
  );
}

