// The 10,000 most common passwords that the 6-character minimum does not already refuse, most
// common first, lower-cased: from the frequency list of zxcvbn-ts (@zxcvbn-ts/language-common 4.1.3,
// MIT licence, © Dan Wheeler, Dropbox, Inc. and @zxcvbn-ts). A .server module: never in the browser.
import list from "./common-passwords.txt?raw";

let common: Set<string> | undefined;

/** True when the password (case ignored) is one attackers try first. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(list.split("\n").filter(Boolean));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common and easy to guess. Please choose a less common one.";
