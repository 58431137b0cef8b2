// The figures of a run: requests, rate, latency percentiles and statuses, overall and per kind.

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function figures(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  const ms = (p) => Math.round(percentile(sorted, p));
  return { requests: samples.length, p50: ms(50), p95: ms(95), p99: ms(99), statuses };
}

export function summarize(samples, seconds) {
  const kinds = {};
  for (const sample of samples) (kinds[sample.kind] ??= []).push(sample);
  const all = figures(samples);
  return {
    ...all,
    seconds: Math.round(seconds * 10) / 10,
    rps: Math.round(all.requests / seconds),
    kinds: Object.fromEntries(
      Object.entries(kinds)
        .sort(([, a], [, b]) => b.length - a.length)
        .map(([kind, list]) => [kind, figures(list)]),
    ),
  };
}

const count = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;

const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");

export function printReport(summary, checks, cast) {
  const { requests, seconds, rps, p50, p95, p99, statuses, kinds } = summary;
  console.log(
    `\n${cast.admins + cast.partners + cast.visitors} simulated people (${count(cast.visitors, "visitor")}, ${count(cast.partners, "partner")}, ${count(cast.admins, "admin")}) for ${seconds} s`,
  );
  console.log(
    `${requests} requests, ${rps} req/s; latency p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms; statuses ${statusText(statuses)}\n`,
  );
  const header = ["kind", "requests", "p50 ms", "p95 ms", "p99 ms", "statuses"];
  const rows = Object.entries(kinds).map(([kind, k]) => [kind, k.requests, k.p50, k.p95, k.p99, statusText(k.statuses)]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, i) => String(cell)[i === 0 || i === 5 ? "padEnd" : "padStart"](widths[i]))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  rows.forEach((row) => console.log(line(row)));
  console.log("\nChecks:");
  for (const { name, ok, detail } of checks) console.log(`  ${ok ? "\x1b[32mPASS\x1b[0m" : "\x1b[31mFAIL\x1b[0m"} ${name}: ${detail}`);
}
