import { Link, type LinkProps } from "@remix-run/react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "outline" | "brandOutline" | "danger" | "dangerOutline" | "accent";
export type ButtonSize = "sm" | "md" | "lg";
export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80",
  outline: "border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60",
  brandOutline: "border-2 border-brand-700 text-brand-700 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:opacity-70",
  dangerOutline: "border border-red-300 text-red-700 hover:bg-red-50 disabled:opacity-70",
  accent: "bg-sun-400 text-brand-900 hover:bg-sun-300 disabled:opacity-70",
};

const SIZES: Record<ButtonSize, string> = {
  // Card and row actions: a 40-px touch target with small text.
  sm: "min-h-10 gap-1.5 px-3 py-1.5 text-sm font-semibold",
  md: "gap-2 px-4 font-semibold",
  // The call to action of a hero or a section.
  lg: "gap-2 px-6 py-3 text-base font-bold",
};
// A full-width medium button is a form's submit: 48 px high instead of 44.
const mediumPadding = (block: boolean) => (block ? "py-3" : "py-2.5");

/**
 * The classes of every button-like control: one look per variant and size. `block` fills the
 * width (a form's submit button). Extra classes may be appended for layout (margin, shadow), never
 * for what a variant or size already sets (padding, colours, font): Tailwind does not let the later
 * class win. Only colours are animated: a disabled button's dimming must end at once when it is
 * enabled, or it reads as faint text for a moment.
 */
function buttonClass({ variant = "primary", size = "md", block = false }: ButtonStyle = {}) {
  return `${block ? "flex w-full" : "inline-flex"} items-center justify-center rounded-lg transition-colors ${SIZES[size]}${size === "md" ? ` ${mediumPadding(block)}` : ""} ${VARIANTS[variant]}`;
}

const withStyle = (style: ButtonStyle, className?: string) => (className ? `${buttonClass(style)} ${className}` : buttonClass(style));

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

/** A <button>; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={withStyle({ variant, size, block }, className)} {...props} />;
}

/** A Remix <Link> that looks like a button. */
export function LinkButton({ variant, size, block, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={withStyle({ variant, size, block }, className)} {...props} />;
}

/** A plain <a> that looks like a button: for links that leave the site. */
export function AnchorButton({
  variant,
  size,
  block,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyle) {
  return (
    <a className={withStyle({ variant, size, block }, className)} {...props}>
      {children}
    </a>
  );
}
