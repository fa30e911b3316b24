// The component gallery (docs/design.md): every component of app/components/ui in its states, with
// the business's own theme. For the team only: it answers 404 unless the server runs in
// development or with DEMO on (server/env.ts). Screenshots of each section go to docs/design/
// (e2e/design.test.ts with DESIGN_SCREENSHOTS=1).
import { ArrowRight, CalendarX2, Clock, Heart, MapPin, Plus, Search, Sparkles, Trash2 } from "../components/ui/icons";
import { useRef, useState } from "react";
import type { Route } from "./+types/dev-design";
import { toast } from "../lib/toast";
import { Button, IconButton } from "../components/ui/button";
import { Card, cardLinkClass } from "../components/ui/card";
import { Chip, SegmentedChoice } from "../components/ui/chip";
import { Dialog, Sheet } from "../components/ui/dialog";
import { EmptyState } from "../components/ui/empty-state";
import { ListRow, listClass } from "../components/ui/list-row";
import { Price } from "../components/ui/price";
import { Loading, SkeletonCard, SkeletonListRow, SkeletonSlotGrid, SkeletonText } from "../components/ui/skeleton";
import { StickyActionBar } from "../components/ui/sticky-action-bar";
import { ToastCard } from "../components/ui/toast";
import { cx } from "../components/ui/cx";
import { Label, Section } from "../components/gallery/section";
import { Roving } from "../components/gallery/roving";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.devPages) throw new Response("Not Found", { status: 404 });
  return null;
}

export function meta() {
  return [{ title: "Design system · Vitrine" }, { name: "robots", content: "noindex" }];
}

function Tokens() {
  const colours: [string, string][] = [
    ["primary", "bg-primary"],
    ["on-primary", "bg-on-primary ring-1 ring-line"],
    ["accent-ink", "bg-accent-ink"],
    ["button", "bg-button"],
    ["surface-soft", "bg-surface-soft"],
    ["surface-tint", "bg-surface-tint"],
    ["line", "bg-line"],
    ["secondary", "bg-secondary"],
    ["danger", "bg-danger"],
    ["success", "bg-success"],
  ];
  return (
    <Section id="tokens" title="Tokens" note="Colours derived from the business's theme; the type scale, spacing, radius and elevation are fixed.">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {colours.map(([name, cls]) => (
          <li key={name} className="flex flex-col gap-1.5">
            <span className={cx("h-14 rounded-md", cls)} />
            <code className="text-caption text-ink-muted">{name}</code>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3">
        <Label>Type scale</Label>
        <p className="font-title text-display">Display — Le temps d'une pause</p>
        <p className="font-title text-h1">H1 — Massage californien</p>
        <p className="font-title text-h2">H2 — Nos prestations</p>
        <p className="font-title text-h3 font-semibold">H3 — Rituels corps</p>
        <p className="text-lead">Lead — Un massage enveloppant aux longs mouvements fluides.</p>
        <p className="text-body">Body — Massages, soins du visage et rituels dans nos maisons de Paris et Lyon.</p>
        <p className="text-small">Small — 60 min · Paris Marais</p>
        <p className="text-caption text-ink-muted">Caption — Annulation gratuite jusqu'à 24 h avant</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {[1, 2, 3, 4, 6, 8, 12, 16].map((n) => (
          <div key={n} className="flex flex-col items-center gap-1">
            <span className="block bg-primary/70" style={{ width: `${n * 4}px`, height: `${n * 4}px` }} />
            <code className="text-caption text-ink-muted">{n * 4}</code>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-4">
        {(["shadow-soft", "shadow-raised", "shadow-overlay"] as const).map((s) => (
          <div key={s} className={cx("flex h-20 w-36 items-center justify-center rounded-lg bg-page text-caption text-ink-muted", s)}>
            {s}
          </div>
        ))}
        {(["rounded-sm", "rounded-md", "rounded-lg", "rounded-pill"] as const).map((r) => (
          <div key={r} className={cx("flex h-20 w-36 items-center justify-center bg-surface-tint text-caption text-ink-muted", r)}>
            {r}
          </div>
        ))}
      </div>
    </Section>
  );
}

function Buttons() {
  const [busy, setBusy] = useState(false);
  return (
    <Section id="buttons" title="Button" note="Primary: the one next step of a screen. Secondary: an alternative. Quiet: a tertiary action. Danger: destructive, after a confirmation.">
      <div className="flex flex-wrap items-center gap-3">
        <Button>Réserver</Button>
        <Button variant="secondary">En savoir plus</Button>
        <Button variant="quiet">Annuler</Button>
        <Button variant="danger" icon={Trash2}>
          Annuler le rendez-vous
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">Petit</Button>
        <Button size="md" iconEnd={ArrowRight}>
          Choisir un créneau
        </Button>
        <Button size="lg" icon={Sparkles}>
          Grand
        </Button>
        <Button to="/services" variant="secondary" iconEnd={ArrowRight}>
          Un lien : nos prestations
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled>Indisponible</Button>
        <Button busy busyLabel="envoi en cours">
          Confirmer
        </Button>
        <Button variant="secondary" busy>
          Chargement
        </Button>
        <Button busy={busy} busyLabel="envoi en cours" onClick={() => setBusy(true)} data-testid="busy-demo">
          Confirmer le rendez-vous
        </Button>
        {busy && (
          <Button variant="quiet" onClick={() => setBusy(false)}>
            Réinitialiser
          </Button>
        )}
      </div>
      <div className="flex items-center gap-2">
        <IconButton icon={Heart} label="Ajouter aux favoris" />
        <IconButton icon={Search} label="Rechercher" />
        <IconButton icon={Plus} label="Ajouter" className="bg-surface-soft" />
      </div>
    </Section>
  );
}

function Cards() {
  return (
    <Section id="cards" title="Card" note="Soft surfaces without hard borders. An interactive card is one link: its title carries it and the whole card is the target.">
      <ul className="grid gap-4 sm:grid-cols-3">
        <Card as="li" interactive media={<img src="/images/demo/cat-massages-480.webp" alt="" />}>
          <h3 className="font-title text-h3 font-semibold">
            <a href="/services/massages" className={cardLinkClass}>
              Massages
            </a>
          </h3>
          <p className="text-small text-ink-muted">5 prestations</p>
        </Card>
        <Card as="li" tone="soft">
          <p className="vt-eyebrow">Votre rendez-vous</p>
          <p className="font-title text-h3 font-semibold">Mercredi 25 novembre</p>
          <p className="text-small text-ink-muted">10:30 avec Camille · Paris Marais</p>
        </Card>
        <Card as="li" tone="outline">
          <p className="font-semibold">Maison Lumière Lyon Confluence</p>
          <p className="flex items-center gap-1.5 text-small text-ink-muted">
            <MapPin aria-hidden="true" size={16} /> 8 quai Rambaud, 69002 Lyon
          </p>
        </Card>
      </ul>
    </Section>
  );
}

function Chips() {
  const [filters, setFilters] = useState<string[]>(["massages"]);
  const [staff, setStaff] = useState("any");
  const toggle = (v: string) => setFilters((f) => (f.includes(v) ? f.filter((x) => x !== v) : [...f, v]));
  return (
    <Section id="chips" title="Chip and SegmentedChoice" note="Chips filter or lead to a category. SegmentedChoice picks one among a few: native radios, one Tab stop, arrow keys.">
      <div className="flex flex-wrap gap-2">
        {["massages", "visage", "corps", "mains"].map((v) => (
          <Chip key={v} pressed={filters.includes(v)} onClick={() => toggle(v)}>
            {v[0]!.toUpperCase() + v.slice(1)}
          </Chip>
        ))}
        <Chip to="/dev/design" current icon={Sparkles}>
          Catégorie en cours
        </Chip>
      </div>
      <SegmentedChoice
        name="staff"
        legend="Avec qui ?"
        value={staff}
        onChange={setStaff}
        choices={[
          { value: "any", label: "Peu importe", avatar: { initials: "✦" } },
          { value: "camille", label: "Camille Roux", avatar: {} },
          { value: "ines", label: "Inès Martin", avatar: {}, hint: "Demain" },
          { value: "lea", label: "Léa Bernard", avatar: {}, disabled: true },
        ]}
      />
      <SegmentedChoice
        name="moment"
        legend="Quel moment ?"
        defaultValue="morning"
        choices={[
          { value: "morning", label: "Matin" },
          { value: "afternoon", label: "Après-midi" },
          { value: "evening", label: "Soir" },
        ]}
      />
    </Section>
  );
}

function Rows() {
  return (
    <Section id="list-rows" title="ListRow and Price" note="Name, meta, price, one action. Two lines on phones, one on desktops. Prices through Intl in the page's language.">
      <ul className={listClass}>
        <ListRow
          name={<a href="/services/massages/massage-californien">Massage californien</a>}
          meta={
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" size={14} /> 60 min
            </span>
          }
          price={<Price cents={7900} />}
          action={<Button size="sm">Réserver</Button>}
        />
        <ListRow name="Soin anti-âge premium" meta="75 min" price={<Price cents={11500} from />} action={<Button size="sm">Réserver</Button>} />
        <ListRow name="Duo escape" meta="90 min · pour 2 personnes" price={<Price cents={16000} was={18000} />} action={<Button size="sm" variant="secondary">Détails</Button>} />
      </ul>
      <div className="flex flex-wrap gap-6 text-small">
        <span>fr : <Price cents={7900} lang="fr" /></span>
        <span>en : <Price cents={7900} lang="en" /></span>
        <span>de : <Price cents={4550} lang="de" /></span>
        <span>large : <Price cents={123450} size="lg" /></span>
      </div>
    </Section>
  );
}

function Dialogs() {
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [centred, setCentred] = useState(false);
  const [shop, setShop] = useState("paris");
  const email = useRef<HTMLInputElement>(null);
  return (
    <Section
      id="dialogs"
      title="Dialog and Sheet"
      note="Native <dialog> with showModal(): focus moves in (to the first field, or the heading), stays in, Escape closes, focus returns to the opener, the page behind is inert."
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setDialog(true)} data-testid="open-dialog">
          Ouvrir un dialogue
        </Button>
        <Button variant="secondary" onClick={() => setConfirm(true)} data-testid="open-confirm">
          Confirmer une annulation
        </Button>
        <Button variant="secondary" onClick={() => setSheet(true)} data-testid="open-sheet">
          Ouvrir une feuille
        </Button>
        <Button variant="secondary" onClick={() => setCentred(true)} data-testid="open-sheet-centred">
          Feuille centrée sur ordinateur
        </Button>
      </div>
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        title="Recevoir un code"
        description="Nous vous envoyons un code à 6 chiffres pour garder votre créneau."
        initialFocus={email}
        testId="demo-dialog"
        footer={
          <>
            <Button variant="quiet" onClick={() => setDialog(false)}>
              Annuler
            </Button>
            <Button onClick={() => setDialog(false)}>Recevoir le code</Button>
          </>
        }
      >
        <label className="flex flex-col gap-1.5 text-small font-medium">
          E-mail
          <input ref={email} type="email" name="email" autoComplete="email" className="min-h-12 border px-4 text-body" />
        </label>
      </Dialog>
      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title="Annuler ce rendez-vous ?"
        description="Mercredi 25 novembre à 10:30 avec Camille. Vous recevrez un e-mail de confirmation."
        dismissible={false}
        testId="demo-confirm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              Garder le rendez-vous
            </Button>
            <Button variant="danger" onClick={() => setConfirm(false)}>
              Annuler le rendez-vous
            </Button>
          </>
        }
      />
      <Sheet open={sheet} onClose={() => setSheet(false)} title="Choisir un institut" description="Massage californien" testId="demo-sheet">
        <SegmentedChoice
          name="shop"
          legend="Institut"
          hideLegend
          value={shop}
          onChange={setShop}
          choices={[
            { value: "paris", label: "Paris Marais", hint: "12 rue des Francs-Bourgeois" },
            { value: "lyon", label: "Lyon Confluence", hint: "8 quai Rambaud" },
          ]}
        />
        <StickyActionBar placement="dialog" summary={<span className="font-semibold">Massage californien · <Price cents={7900} /></span>} action={<Button onClick={() => setSheet(false)}>Continuer</Button>} />
      </Sheet>
      <Sheet open={centred} onClose={() => setCentred(false)} desktop="center" title="Votre panier" testId="demo-sheet-centred">
        <ul className={listClass}>
          <ListRow name="Massage californien" meta="60 min" price={<Price cents={7900} />} />
          <ListRow name="Option huile chaude CBD" meta="15 min" price={<Price cents={1500} />} />
        </ul>
      </Sheet>
    </Section>
  );
}

function Skeletons() {
  return (
    <Section id="skeletons" title="Skeleton" note="The shape of what is loading, drawn at once; <Loading> says 'Chargement…' once to screen readers.">
      <Loading className="grid gap-6 md:grid-cols-3">
        <SkeletonCard />
        <div className="flex flex-col">
          <SkeletonText lines={3} />
          <SkeletonListRow />
          <SkeletonListRow />
        </div>
        <SkeletonSlotGrid count={9} className="md:grid-cols-3" />
      </Loading>
    </Section>
  );
}

function Toasts() {
  return (
    <Section id="toasts" title="Toast" note="Three seconds, top centre, in a live region (errors assertive).">
      <div className="flex flex-col gap-2">
        <ToastCard type="success" message="Votre rendez-vous est confirmé." closeLabel="Fermer" />
        <ToastCard type="info" message="Le créneau est gardé 10 minutes." closeLabel="Fermer" />
        <ToastCard type="warning" message="Ce créneau vient d'être pris : choisissez-en un autre." closeLabel="Fermer" />
        <ToastCard type="error" message="La connexion a échoué. Réessayez." closeLabel="Fermer" />
      </div>
      <div>
        <Button variant="secondary" onClick={() => toast.success("Enregistré")}>
          Afficher un vrai toast
        </Button>
      </div>
    </Section>
  );
}

function Empty() {
  return (
    <Section id="empty-state" title="EmptyState" note="An icon, one sentence, the action that fills the list.">
      <EmptyState icon={CalendarX2} title="Aucun rendez-vous à venir" action={<Button to="/services">Réserver</Button>}>
        Vos prochains rendez-vous apparaîtront ici.
      </EmptyState>
    </Section>
  );
}

export default function DesignGallery() {
  return (
    <div className="flex flex-col" data-testid="design-gallery">
      <div className="flex flex-col gap-2 pb-4">
        <p className="vt-eyebrow">Vitrine</p>
        <h1 className="font-title text-h1">Design system</h1>
        <p className="max-w-prose text-lead text-ink-muted">Every component of app/components/ui in its states, in this business's theme. The rules: docs/design.md.</p>
      </div>
      <Tokens />
      <Buttons />
      <Cards />
      <Chips />
      <Rows />
      <Dialogs />
      <Skeletons />
      <Toasts />
      <Empty />
      <Roving />
    </div>
  );
}
