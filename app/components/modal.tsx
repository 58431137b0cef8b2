import { Icon } from "~/components/icon";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "~/components/ui/button";

type ModalProps = { open: boolean; onClose: () => void; title: string; children: ReactNode; description?: string };

/**
 * A modal built on the native <dialog>: the browser traps focus, closes it on Escape and restores
 * focus to what opened it, with no dialog library in the bundle.
 */
export function Modal({ open, onClose, title, description, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      {open ? (
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-brand-900">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button type="button" onClick={onClose} aria-label="Close" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
              <Icon name="x" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  busyLabel = "Deleting...",
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} title={title} description={message}>
      <div className="flex justify-end gap-3">
        <Button type="button" onClick={onCancel} variant="outline">
          {cancelLabel}
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy} variant="danger">
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
