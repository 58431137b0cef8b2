import { inArray, sql } from "drizzle-orm";
import { centrePartners, competitionEntries, competitions, leads, orders, users } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import { indiaDate } from "~/lib/dates";
import { PAYABLE_STATUSES } from "~/lib/payment-states";
import { canRunCentres, isAdmin, type Actor } from "~/lib/permissions";
import { openForEntries } from "./competitions.server";
import { newMessagesCount } from "./contact.server";
import type { Deps } from "./deps.server";

// What a signed-in person finds first on the home page: their own work, counted, each a tap from
// where it is done. One query, read with the page's others.

/** A partner's: their centres' new bookings, their orders to pay, the competitions open for entries. */
export type PartnerWork = {
  kind: "partner";
  centres: number;
  newBookings: number;
  ordersToPay: number;
  entryFeesToPay: number;
  openCompetitions: number;
};
/** The admin's: what waits on the dashboard. */
export type AdminWork = {
  kind: "admin";
  pendingSignUps: number;
  newLeads: number;
  ordersToConfirm: number;
  paymentsToCheck: number;
  newMessages: number;
  partnersWithoutCentre: number;
};

const count = (value: unknown) => Number(value ?? 0);

export async function workOf({ db }: Pick<Deps, "db">, actor: Actor | null): Promise<PartnerWork | AdminWork | null> {
  if (isAdmin(actor)) {
    const [row] = await readTogether(
      db,
      db
        .select({
          pendingSignUps: sql<number>`(select count(*) from ${users} where ${users.isApproved} = 0)`,
          newLeads: sql<number>`(select count(*) from ${leads} where ${leads.status} = 'new' and ${leads.anonymisedAt} is null)`,
          ordersToConfirm: sql<number>`(select count(*) from ${orders} where ${orders.status} = 'placed')`,
          paymentsToCheck: sql<number>`(select count(*) from ${orders} where ${orders.paymentStatus} = 'reported') + (select count(*) from ${competitionEntries} where ${competitionEntries.paymentStatus} = 'reported')`,
          newMessages: newMessagesCount,
          partnersWithoutCentre: sql<number>`(select count(*) from ${users} u where u.role = 'franchise' and u.is_approved = 1 and not exists (select 1 from ${centrePartners} p where p.user_id = u.id))`,
        })
        .from(sql`(select 1)`),
    );
    return {
      kind: "admin",
      pendingSignUps: count(row?.pendingSignUps),
      newLeads: count(row?.newLeads),
      ordersToConfirm: count(row?.ordersToConfirm),
      paymentsToCheck: count(row?.paymentsToCheck),
      newMessages: count(row?.newMessages),
      partnersWithoutCentre: count(row?.partnersWithoutCentre),
    };
  }
  if (!actor || !canRunCentres(actor)) return null;
  const mine = sql`(select ${centrePartners.centreId} from ${centrePartners} where ${centrePartners.userId} = ${actor.id})`;
  const today = indiaDate();
  const [row] = await readTogether(
    db,
    db
      .select({
        centres: sql<number>`(select count(*) from ${centrePartners} where ${centrePartners.userId} = ${actor.id})`,
        newBookings: sql<number>`(select count(*) from ${leads} where ${leads.type} = 'demo' and ${leads.status} = 'new' and ${leads.centreId} in ${mine})`,
        ordersToPay: sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${actor.id} and ${orders.status} <> 'cancelled' and ${inArray(orders.paymentStatus, PAYABLE_STATUSES)})`,
        entryFeesToPay: sql<number>`(select count(*) from ${competitionEntries} join ${competitions} on competitions.id = competition_entries.competition_id where competition_entries.centre_id in ${mine} and competitions.entry_fee > 0 and ${inArray(competitionEntries.paymentStatus, PAYABLE_STATUSES)} and ${openForEntries(today)})`,
        openCompetitions: sql<number>`(select count(*) from ${competitions} where ${openForEntries(today)})`,
      })
      .from(sql`(select 1)`),
  );
  return {
    kind: "partner",
    centres: count(row?.centres),
    newBookings: count(row?.newBookings),
    ordersToPay: count(row?.ordersToPay),
    entryFeesToPay: count(row?.entryFeesToPay),
    openCompetitions: count(row?.openCompetitions),
  };
}
