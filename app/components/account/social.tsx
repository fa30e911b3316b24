// Social sign-in buttons: plain links (they work before JavaScript loads) to the sign-in page,
// whose loader sends the visitor to the provider.
import { useT } from "../../lib/use-t";

export function SocialButtons({ google, facebook, base }: { google: boolean; facebook: boolean; base: string }) {
  const { t } = useT();
  if (!google && !facebook) return null;
  const style = "flex w-full items-center justify-center gap-2 rounded-md border border-black/25 px-5 py-3 text-base font-medium focus:outline-2 focus:outline-offset-2 focus:outline-primary";
  return (
    <div className="flex flex-col gap-3">
      {google && (
        <a className={style} href={`${base}?social=google`} data-social="google">
          <span aria-hidden="true" className="font-bold">G</span> {t("account.action.google")}
        </a>
      )}
      {facebook && (
        <a className={style} href={`${base}?social=facebook`} data-social="facebook">
          <span aria-hidden="true" className="font-bold">f</span> {t("account.action.facebook")}
        </a>
      )}
      <p className="text-center text-sm opacity-70">{t("account.msg.or")}</p>
    </div>
  );
}
