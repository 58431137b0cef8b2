import type { PublicUser } from "~/services/users.server";
import { notAllowed, notSignedIn } from "./errors";

/**
 * Who is asking: the signed-in user, as every guard returns it (page or API alike). Services take
 * it second, after their dependencies; `null` is a visitor. Browser-safe: pages and components ask
 * the same questions below, so no screen decides a rule of its own.
 */
export type Actor = PublicUser;

/** Enough of a user to answer a permission question (a row, a session's user, the page's user). */
type Caller = Pick<Actor, "role" | "isApproved"> | null | undefined;

// ---- The account rules: one function each ----

/** A franchise account may act only once an admin approved it; admin accounts always may. */
export const isApprovedAccount = (user: Pick<Actor, "role" | "isApproved">) => user.role === "admin" || user.isApproved;

/**
 * An account an admin created keeps its temporary password until it chooses its own, and may do
 * nothing else meanwhile (DESIGN.md, Identity): every page action and API call asks this.
 */
export const mustChangePasswordFirst = (actor: Pick<Actor, "mustChangePassword">) => actor.mustChangePassword;

// ---- What a caller may do ----

export const isAdmin = (actor: Caller) => actor?.role === "admin";

/** Members of the network: admins, and franchise partners once approved. */
const isMember = (actor: Caller) => !!actor && isApprovedAccount(actor);

/** Kit ordering: admins and approved franchise partners. */
export const canOrderKits = isMember;
/** Every order, and moving orders on: admins. */
export const canManageOrders = isAdmin;

/** Writing posts: admins and approved partners; editing: the author, or any admin. */
export const canWriteBlogs = isMember;
export const canEditBlog = (actor: (Caller & { id: string }) | null | undefined, blog: { authorId: string | null }) =>
  canWriteBlogs(actor) && (isAdmin(actor) || blog.authorId === actor?.id);
/** Pinning, unpinning and deleting posts, and seeing everyone's drafts: admins. */
export const canModerateBlogs = isAdmin;
/** Liking a post: anyone signed in. */
export const canLikeBlogs = (actor: Caller) => !!actor;

/** The gallery, competitions and the kit catalogue: admins. */
export const canManageContent = isAdmin;
/** Centres (create, edit, deactivate, delete, link partners): admins. */
export const canManageCentres = isAdmin;
/** Changing a centre at all: admins (every field), and approved partners (their own centres' contact details; the service checks which). */
export const canEditCentre = isMember;
/** My Centres: approved franchise partners (the ones who order kits); admins manage centres on /admin. */
export const canRunCentres = (actor: Caller) => isMember(actor) && !isAdmin(actor);
/** Site settings (WhatsApp numbers, contact details): admins. */
export const canManageSettings = isAdmin;
/** Accounts, sign-up approvals, the notifications feed and contact messages: admins. */
export const canManageUsers = isAdmin;
export const canReadInbox = isAdmin;
/** A partner's own updates (approval, their orders, their payments): any member who is not an admin (admins read the feed). */
export const canReadOwnUpdates = (actor: Caller) => isMember(actor) && !isAdmin(actor);
/** Who has a list of notifications at all: admins (the feed) and partners (their own updates). */
export const canReadNotifications = (actor: Caller) => canReadInbox(actor) || canReadOwnUpdates(actor);
/**
 * Leads (demo bookings, franchise enquiries): admins read and work every one; an approved partner
 * only the demo bookings of the centres they run (centre_partners), which the service checks.
 */
export const canWorkLeads = isMember;
/** Every lead, the franchise enquiries, moving a lead to any centre and the leads CSV: admins. */
export const canManageLeads = isAdmin;

/**
 * Students (children's data): approved partners keep the rosters of the centres they run, which the
 * service checks; admins see and change every centre's students.
 */
export const canKeepStudents = isMember;
/**
 * Moving a student to another centre: a partner of either centre asks (the service checks which);
 * an admin's request moves them at once, and admins confirm or decline the partners' requests.
 */
export const canDecideTransfers = isAdmin;
/** Parents' requests about their children's data (issue 35): the head office answers them. */
export const canAnswerPrivacyRequests = isAdmin;
/** Entering students in a competition, withdrawing them, paying the entry fees: members (partners for their own centres' students). */
export const canEnterCompetitions = isMember;
/** Every entry, closing registration, the entries CSV, confirming entry fees, results and publishing them: admins. */
export const canManageCompetitionEntries = isAdmin;

/** An account's signed-in devices (seeing and ending them): its owner, and admins for any account. */
export const canManageSessionsOf = (actor: (Caller & { id: string }) | null | undefined, userId: string) =>
  isAdmin(actor) || (!!actor && actor.id === userId);

/** The network dashboard: every centre's figures side by side (admins). */
export const canSeeNetwork = isAdmin;

/** The activity log: what administrators changed. */
export const canReadActivity = isAdmin;
/** Who opened a child's record (the staff read log): admins, never the partners it logs. */
export const canReadRecordReads = isAdmin;

/** The first administrator, seeded by `npm start`: nobody can delete it (the page disables the button too). */
export const PROTECTED_USER_ID = "admin-1";

/** What an admin may do to an account that some accounts are shielded from. */
export type GuardedUserChange = "delete" | "deactivate" | "demote" | "resetPassword";

const PROTECTED_REFUSALS: Record<GuardedUserChange, string | null> = {
  delete: "The main administrator account cannot be deleted.",
  deactivate: "The main administrator account cannot be deactivated.",
  demote: "The main administrator account must stay an administrator.",
  // Another admin may issue the owner a new password (a way back in), never lock them out.
  resetPassword: null,
};
const OWN_ACCOUNT_REFUSALS: Record<GuardedUserChange, string> = {
  delete: "You cannot delete your own account.",
  deactivate: "You cannot deactivate your own account.",
  demote: "You cannot take away your own administrator role.",
  resetPassword: "To change your own password, use Change password.",
};

/**
 * Why an admin may not make this change to an account, or null when they may: admin-1 is never
 * deleted, deactivated or demoted, and nobody does these (or a password reset) to themselves, so
 * the network always keeps an administrator who can sign in.
 */
export function userChangeRefusal(
  actor: Pick<Actor, "id"> & NonNullable<Caller>,
  target: { id: string },
  change: GuardedUserChange,
): string | null {
  if (!canManageUsers(actor)) return "Only administrators can manage users.";
  if (target.id === PROTECTED_USER_ID && PROTECTED_REFUSALS[change]) return PROTECTED_REFUSALS[change];
  if (target.id === actor.id) return OWN_ACCOUNT_REFUSALS[change];
  return null;
}

/** Why an admin may not delete this account, or null when they may: never admin-1, never their own. */
export const userDeletionRefusal = (actor: Pick<Actor, "id"> & NonNullable<Caller>, target: { id: string }) =>
  userChangeRefusal(actor, target, "delete");

/** A deactivated account cannot sign in, and its tokens are refused (sign-in and every token check ask this). */
export const isActiveAccount = (user: { deactivatedAt: string | null }) => user.deactivatedAt === null;

/**
 * For services: the caller, when `allowed` says yes; otherwise 401 for a visitor and 403 with
 * `message` for anyone else. One line at the top of every guarded service function.
 */
export function authorize<A extends Caller & object>(actor: A | null | undefined, allowed: (actor: A) => boolean, message: string): A {
  if (!actor) throw notSignedIn();
  if (!allowed(actor)) throw notAllowed(message);
  return actor;
}
