import type { FieldMetadata } from "@conform-to/react";
import { PasswordField } from "~/components/form-fields";
import { useT } from "~/i18n/i18n-context";
import { passwordToggle } from "./password-toggle";

/** A new password and its confirmation, as both ways of resetting one ask for them, in the page's language. */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
}) {
  const translator = useT();
  const { t } = translator;
  return (
    <>
      <PasswordField
        field={password}
        label={t("account.reset.newPassword")}
        autoComplete="new-password"
        toggle={passwordToggle(translator, t("account.reset.newPassword"))}
      />
      <PasswordField
        field={confirmPassword}
        label={t("account.reset.confirmNewPassword")}
        autoComplete="new-password"
        toggle={passwordToggle(translator, t("account.reset.confirmNewPassword"))}
      />
    </>
  );
}
