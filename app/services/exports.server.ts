import { and, asc, gte, lt } from "drizzle-orm";
import { contactMessages, orders, users, type UserRow } from "~/db/schema";
import { csvAmount, toCsv, type CsvFile } from "~/lib/csv";
import { instantsOf, type DateRange } from "~/lib/date-ranges";
import { IST_OFFSET_MS, indiaDate } from "~/lib/dates";
import { lineTaxSplit, supplierStateOf } from "~/lib/gst";
import { authorize, canManageOrders, canManageUsers, canReadInbox, type Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";
import { gstrDate, gstrPlace } from "./gstr1-sections.server";

// The files the owner hands to the accountant or keeps: each read in one query and built as one
// string (a year of a franchise network's invoices is a few thousand lines).

export type { CsvFile };

/** A time in India, sortable and read by every spreadsheet: 2026-11-05 14:30. */
const indiaDateTime = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ") : "";

/**
 * The sales register's columns: the owner's own line-by-line book of sales, not a return (GSTR-1's
 * tables are gstr1.server.ts): each invoice line with its buyer, invoice, place of supply, HSN,
 * quantity and unit, price, tax split and total; the order's status and credit note say what was
 * cancelled, the payment status whether it was paid.
 */
export const SALES_COLUMNS = [
  "Buyer GSTIN",
  "Buyer",
  "Invoice Number",
  "Invoice Date",
  "Invoice Value",
  "Place Of Supply",
  "HSN",
  "Description",
  "Quantity",
  "Unit",
  "Unit Price",
  "GST Rate (%)",
  "Taxable Value",
  "CGST",
  "SGST/UTGST",
  "IGST",
  "Line Total",
  "Order Status",
  "Credit Note",
  "Payment Status",
] as const;

/** One row per invoice line of the orders placed in the range (days in India, both included), oldest first. */
export async function exportSalesRegister({ db }: Pick<Deps, "db">, actor: Actor | null, range: DateRange): Promise<CsvFile> {
  authorize(actor, canManageOrders, "Only administrators can export the sales register.");
  const { start, end } = instantsOf(range);
  const rows = await db
    .select()
    .from(orders)
    .where(and(gte(orders.createdAt, start!), lt(orders.createdAt, end!)))
    .orderBy(asc(orders.createdAt), asc(orders.sequence));
  const lines = rows.flatMap((order) => {
    const placeOfSupply = gstrPlace(order.placeOfSupply);
    return order.lines.map((line) => {
      // Split as the invoice splits it: by the state of the supplier the invoice was issued by.
      const { cgst, sgst, igst } = lineTaxSplit(line, order.placeOfSupply, supplierStateOf(order.supplier)).amounts;
      return [
        order.gstNumber ?? "",
        order.franchiseeName,
        order.invoiceNumber,
        gstrDate(order.createdAt),
        csvAmount(order.total),
        placeOfSupply,
        line.hsnCode ?? "",
        line.name,
        line.qty,
        line.unit ?? "",
        csvAmount(line.price),
        line.gstPercent,
        csvAmount(line.taxable),
        csvAmount(cgst),
        csvAmount(sgst),
        csvAmount(igst),
        csvAmount(line.taxable + line.gst),
        order.status,
        order.creditNoteNumber ?? "",
        order.paymentStatus,
      ];
    });
  });
  return { filename: `sales-${range.from}-to-${range.to}.csv`, body: toCsv(SALES_COLUMNS, lines) };
}

export const USER_COLUMNS = ["Name", "Email", "Role", "Status", "WhatsApp Number", "Joined", "Last Sign-in"] as const;

const accountStatus = (user: UserRow) => (user.deactivatedAt ? "Deactivated" : user.isApproved ? "Active" : "Waiting for approval");

/** Every account, oldest first: who they are and where they stand (never any password material). */
export async function exportUsers({ db }: Pick<Deps, "db">, actor: Actor | null, today = indiaDate()): Promise<CsvFile> {
  authorize(actor, canManageUsers, "Only administrators can export the users.");
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
  const body = toCsv(
    USER_COLUMNS,
    rows.map((user) => [
      user.name,
      user.email,
      user.role === "admin" ? "Administrator" : "Franchise partner",
      accountStatus(user),
      user.whatsappNumber ?? "",
      indiaDateTime(user.createdAt),
      indiaDateTime(user.lastLogin),
    ]),
  );
  return { filename: `users-${today}.csv`, body };
}

export const MESSAGE_COLUMNS = ["Received", "Name", "Email", "Phone", "Area", "Subject", "Message", "Status"] as const;

/** Every contact message, oldest first, with its text as sent (line breaks kept inside the quoted field). */
export async function exportContactMessages({ db }: Pick<Deps, "db">, actor: Actor | null, today = indiaDate()): Promise<CsvFile> {
  authorize(actor, canReadInbox, "Only administrators can export contact messages.");
  const rows = await db.select().from(contactMessages).orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  const body = toCsv(
    MESSAGE_COLUMNS,
    rows.map((message) => [
      indiaDateTime(message.createdAt),
      message.name,
      message.email,
      message.phone,
      message.area ?? "",
      message.subject,
      message.message,
      message.status,
    ]),
  );
  return { filename: `messages-${today}.csv`, body };
}
