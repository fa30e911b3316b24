// The shop chooser for a service (spec §2 'Shop-picker dialog'): the shops offering it, each
// linking to its service page (with page=reserved in booking mode). Full screen on phones.
import { X } from "lucide-react";
import { forwardRef } from "react";
import { Link } from "react-router";
import { serviceUrl } from "../../../domain/service-url";
import type { ShellShop } from "../../lib/shell-data";
import { useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";

export interface ChooserService {
  id: number;
  name: string;
  categorySlug: string;
  serviceSlug: string;
  shopIds: string[];
}

export const ShopChooser = forwardRef<HTMLDialogElement, { service: ChooserService | null; shops: ShellShop[]; mode?: "book" | "more"; buttonText?: string }>(
  function ShopChooser({ service, shops, mode = "book", buttonText }, ref) {
    const { t } = useT();
    const { lang } = useShell();
    const offering = service ? shops.filter((s) => service.shopIds.includes(s.artebeauteId)) : [];
    const close = () => (ref as React.RefObject<HTMLDialogElement | null>).current?.close();
    return (
      <dialog
        ref={ref}
        aria-labelledby="shop-chooser-title"
        data-testid="shop-chooser"
        onClick={(e) => e.target === e.currentTarget && close()}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-page p-0 text-ink backdrop:bg-black/50 md:m-auto md:h-auto md:max-h-[85vh] md:w-[1024px] md:max-w-[calc(100vw-2rem)] md:rounded-lg"
      >
        <div className="flex items-center justify-between border-b border-black/10 px-4 py-3">
          <h2 id="shop-chooser-title" className="text-lg font-semibold">
            {t("shell.chooseShop")}
            {service && <span className="block text-sm font-normal opacity-80">{service.name}</span>}
          </h2>
          <button type="button" onClick={close} className="rounded p-2" aria-label={t("shell.close")}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <ul className="grid gap-3 p-4 md:grid-cols-2">
          {service &&
            offering.map((shop) => {
              const to =
                serviceUrl({ shopSlug: shop.slug, categorySlug: service.categorySlug, serviceSlug: service.serviceSlug, shopCount: shops.length, lang }) +
                (mode === "book" ? `?page=reserved&cart=${service.id}` : "");
              return (
                <li key={shop.id} className="flex items-center justify-between gap-3 rounded-lg border border-black/10 p-4">
                  <span>
                    <span className="block font-semibold">{shop.name}</span>
                    <span className="text-sm opacity-80">
                      {shop.address}, {shop.zipcode} {shop.city}
                    </span>
                  </span>
                  <Link to={to} onClick={close} className="shrink-0 rounded bg-button px-4 py-2 text-sm text-button-ink">
                    {buttonText || t(mode === "book" ? "shell.book" : "shell.showMore")}
                  </Link>
                </li>
              );
            })}
        </ul>
      </dialog>
    );
  },
);
