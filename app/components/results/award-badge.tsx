import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import type { Award } from "~/lib/enums";
import { AWARD_BADGE } from "./award-format";

export function AwardBadge({ award }: { award: Award }) {
  const { t } = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wide ring-1 ${AWARD_BADGE[award]}`}
    >
      <Icon name={award === "merit" || award === "participation" ? "award" : "medal"} className="size-3.5" />
      {t(`shell.award.${award}`)}
    </span>
  );
}
