import { BROCHURE_NOT_PDF, BROCHURE_TOO_BIG, MAX_BROCHURE_BYTES } from "~/lib/franchise-brochure";
import { intent } from "./fields";
import { z } from "./zod";

/** Settings' brochure form: a PDF file (the server also reads its bytes: a PDF from start to end). */
export const uploadBrochureFormSchema = z.object({
  intent: intent("uploadBrochure"),
  brochure: z
    .file({ error: "Choose a PDF file to upload" })
    .max(MAX_BROCHURE_BYTES, BROCHURE_TOO_BIG)
    .mime(["application/pdf"], BROCHURE_NOT_PDF),
});

/** Settings' "Remove brochure". */
export const removeBrochureFormSchema = z.object({ intent: intent("removeBrochure") });
