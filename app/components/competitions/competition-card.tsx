import { formatDayIn } from "~/lib/dates";
import type { MessageId } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import type { Competition } from "./types";
import { CardMedia } from "~/components/ui/card-media";
import { actionLabel, CATEGORY_LABELS, TYPE_LABELS } from "./display";
import { Button, LinkButton } from "~/components/ui/button";
import { RegistrationLine } from "./registration-line";
import { formatCount } from "~/lib/counts";

const CATEGORY_BADGE: Record<string, string> = {
  upcoming: "bg-emerald-100 text-emerald-900",
  ongoing: "bg-amber-100 text-amber-900",
  completed: "bg-slate-200 text-slate-800",
};

type CardProps = {
  competition: Competition;
  /** Cards after the first load their image lazily (on phones the first row is one card). */
  eagerImage: boolean;
  admin?: { onEdit: () => void; onDelete: () => void };
};

export function CompetitionCard({ competition, eagerImage, admin }: CardProps) {
  const { id, title, description, imageUrl, date, location, participants, category, type, prizes, resultsPublishedAt } = competition;
  const { t, tag } = useT();
  const viewsResults = actionLabel(category) === "View Results";
  const label = t(
    viewsResults
      ? "competitions.viewResults"
      : category === "upcoming"
        ? "competitions.action.upcoming"
        : category === "ongoing"
          ? "competitions.action.ongoing"
          : "competitions.action.other",
  );
  const outlined = category === "completed";
  // Published results are here on the site: View Results opens them instead of any outside link.
  const resultsUrl = resultsPublishedAt ? `/competitions/${encodeURIComponent(id)}/results` : null;
  const buttonUrl = resultsUrl && viewsResults ? null : competition.buttonUrl;
  const known = (group: "category" | "type", value: string) =>
    (group === "category" ? CATEGORY_LABELS : TYPE_LABELS)[value as never] ? t(`competitions.${group}.${value}` as MessageId) : value;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CardMedia
        imageUrl={imageUrl}
        alt={title}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        width={640}
        height={360}
        eager={eagerImage}
        aspect="video"
        icon="trophy"
        iconClassName="size-16"
        iconStrokeWidth={1.5}
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${CATEGORY_BADGE[category] ?? CATEGORY_BADGE.completed}`}
          >
            {known("category", category)}
          </span>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800">
            {known("type", type)}
          </span>
        </div>
        <h3 className="mt-3 text-xl font-bold text-slate-900">{title}</h3>
        {admin && competition.categoryWarning ? (
          <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
            {competition.categoryWarning} Edit it to change the category.
          </p>
        ) : null}
        <p className="mt-2 whitespace-pre-line text-slate-700">{description}</p>

        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm text-slate-700 sm:grid-cols-2">
          <Detail icon={<Icon name="calendar-days" className="size-4" />} term={t("competitions.date")}>
            <time dateTime={date}>{formatDayIn(date, tag)}</time>
          </Detail>
          <Detail icon={<Icon name="map-pin" className="size-4" />} term={t("competitions.location")}>
            {location}
          </Detail>
          <Detail icon={<Icon name="users" className="size-4" />} term={t("competitions.participants")}>
            {formatCount(participants, tag)}
          </Detail>
          <Detail icon={<Icon name="award" className="size-4" />} term={t("competitions.type")}>
            {known("type", type)}
          </Detail>
        </dl>
        <RegistrationLine competition={competition} />

        {prizes.length ? (
          <div className="mt-4 rounded-xl bg-amber-50 p-4">
            <h4 className="flex items-center gap-2 text-sm font-bold text-amber-900">
              <Icon name="trophy" className="size-4" /> {t("competitions.prizes")}
            </h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800 marker:text-amber-600">
              {prizes.map((prize) => (
                <li key={prize}>{prize}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {buttonUrl || resultsUrl || admin ? (
          <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
            {resultsUrl ? (
              <LinkButton to={resultsUrl} variant={outlined ? "brandOutline" : "primary"}>
                <Icon name="trophy" className="size-4" /> {t("competitions.viewResults")}
                <span className="sr-only">: {title}</span>
              </LinkButton>
            ) : null}
            {buttonUrl ? (
              <a
                href={buttonUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex items-center gap-2 rounded-lg px-4 py-2 font-semibold transition ${
                  outlined ? "border-2 border-brand-700 text-brand-700 hover:bg-brand-50" : "bg-brand-700 text-white hover:bg-brand-800"
                }`}
              >
                {label}
                <span className="sr-only">
                  : {title} {t("shell.newTab")}
                </span>
                <Icon name="external-link" className="size-4" />
              </a>
            ) : null}
            {admin ? (
              <div className="ml-auto flex flex-wrap gap-2">
                <LinkButton to={`/admin/competitions/${encodeURIComponent(id)}`} variant="outline" size="sm">
                  <Icon name="medal" className="size-4" /> Entries &amp; results<span className="sr-only"> of {title}</span>
                </LinkButton>
                <Button type="button" onClick={admin.onEdit} variant="outline" size="sm">
                  <Icon name="pencil" className="size-4" /> Edit<span className="sr-only"> {title}</span>
                </Button>
                <Button type="button" onClick={admin.onDelete} variant="dangerOutline" size="sm">
                  <Icon name="trash-2" className="size-4" /> Delete<span className="sr-only"> {title}</span>
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {term}:
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
