import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useToast } from "~/components/toast";

/** After /account/password, the page it returns to confirms the change once (?passwordChanged=1). */
export function PasswordChangedToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const showToast = useToast();
  const changed = searchParams.get("passwordChanged") === "1";
  useEffect(() => {
    if (!changed) return;
    showToast({ title: "Password changed", description: "Your password has been changed.", variant: "success" });
    setSearchParams(
      (params) => {
        params.delete("passwordChanged");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [changed, setSearchParams, showToast]);
  return null;
}
