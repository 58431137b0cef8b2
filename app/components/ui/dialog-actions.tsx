import type { ReactNode } from "react";
import { Button } from "./button";

/** The foot of a dialog's form: Cancel, then the submit button (stacked, submit on top, on a phone). */
export function DialogActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button type="button" onClick={onCancel} variant="outline">
        Cancel
      </Button>
      {children}
    </div>
  );
}
