import { and, isNull, lt } from "drizzle-orm";
import { blogImages } from "~/db/schema";
import { invalidInput } from "~/lib/errors";
import { authorize, canWriteBlogs, type Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";
import { IMAGE_URL_PREFIX, storeImage } from "./images.server";

// Pictures inside a post's Markdown: uploaded from the editor into R2 (post-images/...), each kept
// in blog_images with who uploaded it and the post whose text shows it. Triggers on blogs (migration
// 0034) claim a picture when a post is saved with it and release it when an edit leaves it out or
// the post is deleted; the daily job deletes from R2 what is released, or never used, after a day.

const FOLDER = "post-images";

/** The editor's "Insert a picture": stores the image (checked by its bytes) and answers its address. */
export async function uploadPostImage(
  { db, images }: Pick<Deps, "db" | "images">,
  actor: Actor | null,
  file: unknown,
): Promise<{ url: string }> {
  const writer = authorize(actor, canWriteBlogs, "Only approved franchise partners and administrators can write blogs.");
  if (!(file instanceof File) || file.size === 0)
    throw invalidInput("Choose a picture to insert", { image: ["Choose a picture to insert"] });
  const url = await storeImage(images, new Uint8Array(await file.arrayBuffer()), FOLDER);
  await db.insert(blogImages).values({ key: url.slice(IMAGE_URL_PREFIX.length), uploadedBy: writer.id });
  return { url };
}

/** The daily job: pictures uploaded a day ago or more that no post shows (never used, left out, or their post deleted) are deleted. */
export async function forgetUnusedPostImages({ db, images }: Pick<Deps, "db" | "images">, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const gone = await db
    .delete(blogImages)
    .where(and(isNull(blogImages.blogId), lt(blogImages.createdAt, dayAgo)))
    .returning({ key: blogImages.key });
  if (gone.length) await images.delete(gone.map((row) => row.key));
  return gone.length;
}
