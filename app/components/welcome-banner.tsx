import type { Role } from "~/lib/enums";

const ROLE_LABELS: Record<Role, string> = { admin: "Administrator", franchise: "Franchise Partner" };

export function WelcomeBanner({ name, role }: { name: string; role: Role }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-lg font-bold text-brand-900">Welcome, {name}</p>
      <p className="text-sm font-semibold text-brand-700">
        Signed in as <span className="rounded-full bg-white px-3 py-1">{ROLE_LABELS[role]}</span>
      </p>
    </div>
  );
}
