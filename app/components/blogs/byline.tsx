import { useT } from "~/i18n/i18n-context";
import { around } from "~/i18n/translate";
import { formatDayIn } from "~/lib/dates";

/** A post's author (in bold, where the language puts the name), day and likes, in the page's language. */
export function Byline({ author, date, likes }: { author: string; date: string; likes: number }) {
  const translator = useT();
  const [before, after] = around(translator, "blogs.byAuthor", "author");
  return (
    <p className="mt-3 text-slate-600">
      {before}
      <span className="font-semibold text-slate-800">{author}</span>
      {after} · <time dateTime={date}>{formatDayIn(date, translator.tag)}</time> · {translator.t("blogs.likeCount", { count: likes })}
    </p>
  );
}
