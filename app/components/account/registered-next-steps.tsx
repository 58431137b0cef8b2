import type { ReactNode } from "react";
import { AuthCard } from "~/components/auth-card";
import { Icon } from "~/components/icon";
import { formatPhone } from "~/lib/indian-phones";

/** What the sign-up answers: the email signed up with, and the WhatsApp number the approval goes to (null: this site sends none). */
export type Registered = { email: string; approvalToldOn: string | null };

/** After signing up: the specification's thanks, then what happens next and when. */
export function RegisteredNextSteps({ message, registered, footer }: { message: string; registered?: Registered; footer: ReactNode }) {
  return (
    <AuthCard title="Thank you for registering" subtitle="An administrator reviews every new franchise partner." footer={footer}>
      <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
        <p className="font-medium">{message}</p>
      </div>
      <h2 className="mt-6 font-bold text-brand-900">What happens next</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>An administrator checks your details, usually within two working days, and may call you.</li>
        <li>
          {registered?.approvalToldOn
            ? `When your account is approved, we tell you on WhatsApp at ${formatPhone(registered.approvalToldOn)}.`
            : "When your account is approved, you can sign in. Not approved within two working days? Call or write to us (Contact page)."}
        </li>
        <li>
          Sign in{registered?.email ? ` with ${registered.email}` : ""} and your password to order teaching kits, see your centre&apos;s
          demo bookings and enter students in competitions.
        </li>
      </ol>
    </AuthCard>
  );
}
