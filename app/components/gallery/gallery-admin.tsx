import { Icon } from "~/components/icon";
import { lazy, Suspense, useState } from "react";
import { Modal } from "~/components/modal";
import type { GalleryActionData } from "./gallery-actions";
import { AdminControlsPanel } from "~/components/ui/admin-controls";
import { Button } from "~/components/ui/button";

const UploadForm = lazy(() => import("./gallery-upload-form").then((module) => ({ default: module.UploadForm })));

export function AdminControls({ today, onChange }: { today: string; onChange: (data: GalleryActionData) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AdminControlsPanel id="gallery-admin-heading" description="Upload photos, change their category or date, or remove them.">
      <Button type="button" onClick={() => setOpen(true)} className="shadow-sm">
        <Icon name="upload" className="size-5" />
        Upload Photos
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Upload Photo"
        description="JPEG, PNG, WebP or GIF. Photos are resized for the web before they upload."
      >
        <Suspense fallback={<p className="text-slate-600">Loading the form...</p>}>
          <UploadForm
            today={today}
            onDone={(data) => {
              setOpen(false);
              onChange(data);
            }}
          />
        </Suspense>
      </Modal>
    </AdminControlsPanel>
  );
}
