import { Link, type LinkProps } from "@remix-run/react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "outline" | "brandOutline" | "danger" | "dangerOutline" | "accent";
export type ButtonSize = "sm" | "md" | "lg";
export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

// The looks themselves are component classes (app/styles/app.css): one short class each in the HTML.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  outline: "btn-outline",
  brandOutline: "btn-brand-outline",
  danger: "btn-danger",
  dangerOutline: "btn-danger-outline",
  accent: "btn-accent",
};

/**
 * The classes of every button-like control: one look per variant and size. `block` fills the
 * width (a form's submit button). Extra classes may be appended for layout (margin, shadow); being
 * utilities, they win over the look's own. Only colours are animated: a disabled button's dimming
 * must end at once when it is enabled, or it reads as faint text for a moment.
 */
function buttonClass({ variant = "primary", size = "md", block = false }: ButtonStyle = {}) {
  return `btn btn-${size} ${VARIANTS[variant]}${block ? " btn-block" : ""}`;
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
