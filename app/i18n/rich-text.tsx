import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence whose parts are marked where the language puts them ("of <b>{centre}</b>
 * has passed <b>{level}</b>"): the text between the marks as it is, each marked part as `marks`
 * renders it (an unknown mark is shown as written). For one link, LinkedText is enough.
 */
export function RichText({ text, marks }: { text: string; marks: Record<string, (inside: string) => ReactNode> }) {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    const mark = marks[match[1]!];
    parts.push(<Fragment key={match.index}>{mark ? mark(match[2]!) : match[0]}</Fragment>);
    from = pattern.lastIndex;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
