import { useT } from "~/i18n/i18n-context";
import { Form } from "@remix-run/react";
import { useId } from "react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";

/** Type a certificate's code (a GET form: /verify?code=..., which goes on to /verify/{code}); works without script. */
export function VerifyForm({ defaultValue = "" }: { defaultValue?: string }) {
  const id = useId();
  const { t } = useT();
  return (
    <Form method="get" action="/verify" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label htmlFor={id} className="block flex-1 text-sm font-semibold text-slate-800">
        {t("verify.code")}
        <input
          id={id}
          name="code"
          required
          defaultValue={defaultValue}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t("verify.placeholder")}
          aria-describedby={`${id}-hint`}
          className={`${inputClass} mt-1 font-mono text-lg uppercase tracking-widest`}
        />
        <span id={`${id}-hint`} className="mt-1 block font-normal text-slate-600">
          {t("verify.hint")}
        </span>
      </label>
      <Button type="submit" size="lg" className="sm:mb-7">
        <Icon name="search" className="size-4" /> {t("verify.submit")}
      </Button>
    </Form>
  );
}
