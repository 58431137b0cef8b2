import type { MessageId } from "~/i18n/translate";
import { formatTotal } from "~/lib/counts";
import { useT } from "~/i18n/i18n-context";
import { useFetcher } from "@remix-run/react";
import { Icon, type IconName } from "~/components/icon";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { ConfirmDialog } from "~/components/modal";
import { PageHero } from "~/components/page-hero";
import { useToast } from "~/components/toast";
import { FilterChips } from "~/components/ui/filter-chips";
import { useActionFetcher } from "~/components/use-action-result";
import { COMPETITION_CATEGORIES, type CompetitionCategory } from "~/lib/enums";
import { CompetitionCard } from "./competition-card";
import type { Competition, CompetitionActionData } from "./types";
import { Button, LinkButton } from "~/components/ui/button";

// The form (with Conform and zod) loads only when an administrator first opens it; visitors never download it.
const CompetitionFormDialog = lazy(() => import("./competition-form").then((module) => ({ default: module.CompetitionFormDialog })));

export type CompetitionsPageData = {
  competitions: Competition[];
  category: CompetitionCategory | null;
  nextOffset: number | null;
  canManage: boolean;
  loadFailed: boolean;
};

const ACHIEVEMENTS: { value: number; label: MessageId; icon: IconName }[] = [
  { value: 50, label: "competitions.achievement.gold", icon: "medal" },
  { value: 25, label: "competitions.achievement.national", icon: "trophy" },
  { value: 5, label: "competitions.achievement.international", icon: "earth" },
];

const listHref = (category: CompetitionCategory | null, offset?: number) => {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (offset) params.set("offset", String(offset));
  const query = params.toString();
  return query ? `/competitions?${query}` : "/competitions";
};

export function CompetitionsPage({ data }: { data: CompetitionsPageData }) {
  const { category, canManage } = data;
  const toast = useToast();
  const { t, tag } = useT();
  const [editing, setEditing] = useState<Competition | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const [deleting, setDeleting] = useState<Competition | null>(null);

  // "Load more" appends the next page; a fresh list from the server (filter, save) starts over.
  const loader = useFetcher<CompetitionsPageData>();
  const [more, setMore] = useState<{ base: CompetitionsPageData; seen: unknown; items: Competition[]; nextOffset: number | null }>({
    base: data,
    seen: null,
    items: [],
    nextOffset: null,
  });
  if (more.base !== data) setMore({ base: data, seen: loader.data, items: [], nextOffset: null });
  else if (loader.state === "idle" && loader.data && loader.data !== more.seen && !loader.data.loadFailed) {
    const page = loader.data;
    setMore({ ...more, seen: page, items: [...more.items, ...page.competitions], nextOffset: page.nextOffset });
  }

  const fetchFailed = data.loadFailed || (loader.state === "idle" && loader.data?.loadFailed);
  const failedText = t("competitions.fetchFailed");
  useEffect(() => {
    if (fetchFailed) toast({ title: "Error", description: failedText, variant: "error" });
  }, [fetchFailed, toast, failedText]);

  const items = [...data.competitions, ...more.items.filter((item) => !data.competitions.some((c) => c.id === item.id))];
  const nextOffset = more.items.length ? more.nextOffset : data.nextOffset;

  const remover = useActionFetcher<CompetitionActionData>({ successTitle: "Success", describeError: () => "Failed to delete competition" });

  const closeForm = useCallback(() => setFormOpen(false), []);
  const openForm = (competition: Competition | null) => {
    setEditing(competition);
    setFormOpen(true);
    setFormUsed(true);
  };

  return (
    <>
      <PageHero title={t("competitions.hero")}>{t("competitions.intro")}</PageHero>

      <section aria-labelledby="competitions-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="competitions-heading" className="text-3xl font-extrabold text-brand-900">
            {t("competitions.heading")}
          </h2>
          {canManage ? (
            <Button type="button" onClick={() => openForm(null)} className="shadow-sm">
              <Icon name="plus" className="size-5" /> Add New Competition
            </Button>
          ) : null}
        </div>

        <div className="mt-6">
          <FilterChips
            label={t("competitions.filter")}
            items={[null, ...COMPETITION_CATEGORIES].map((value) => ({
              key: value ?? "all",
              to: listHref(value),
              label: t(value ? `competitions.category.${value}` : "competitions.all"),
              active: value === category,
            }))}
          />
        </div>

        {items.length ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {items.map((competition, index) => (
              <CompetitionCard
                key={competition.id}
                competition={competition}
                eagerImage={index === 0}
                admin={canManage ? { onEdit: () => openForm(competition), onDelete: () => setDeleting(competition) } : undefined}
              />
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <Icon name="trophy" className="mx-auto size-10 text-slate-500" />
            {data.loadFailed ? (
              <>
                <p className="mt-3 text-lg font-semibold text-slate-800">{t("competitions.failed")}</p>
                <p className="mt-1 text-slate-600">{t("competitions.tryAgain")}</p>
              </>
            ) : (
              <>
                <p className="mt-3 text-lg font-semibold text-slate-800">{t("competitions.none")}</p>
                <p className="mt-1 text-slate-600">{t(category ? "competitions.noneFiltered" : "competitions.noneYet")}</p>
              </>
            )}
          </div>
        )}

        {nextOffset !== null ? (
          <div className="mt-8 flex justify-center">
            <LinkButton
              to={listHref(category, nextOffset)}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                if (loader.state === "idle") loader.load(listHref(category, nextOffset));
              }}
              variant="brandOutline"
            >
              {t(loader.state === "loading" ? "shell.loading" : "shell.loadMore")}
            </LinkButton>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="achievements-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="achievements-heading" className="text-center text-3xl font-extrabold">
            {t("competitions.achievements")}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {ACHIEVEMENTS.map(({ value, label, icon }) => (
              <li key={label} className="flex flex-col items-center rounded-2xl bg-white/10 p-6 text-center">
                <Icon name={icon} className="size-8 text-sun-300" />
                <span className="mt-3 text-4xl font-extrabold text-sun-300">{formatTotal(value, true, tag)}</span>
                <span className="mt-1 font-medium text-brand-100">{t(label)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {canManage ? (
        <>
          {formUsed ? (
            <Suspense fallback={null}>
              <CompetitionFormDialog open={formOpen} competition={editing} onClose={closeForm} />
            </Suspense>
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            title="Delete Competition"
            message={deleting ? `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.` : ""}
            busy={remover.state !== "idle"}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting)
                remover.submit(null, { method: "post", action: `/competitions?intent=delete&id=${encodeURIComponent(deleting.id)}` });
              setDeleting(null);
            }}
          />
        </>
      ) : null}
    </>
  );
}
