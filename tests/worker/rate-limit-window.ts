// The limiter counts in fixed 60-second windows on the clock (as Cloudflare's does), so a run
// that straddles a minute boundary would see its count reset half way. Start well inside one.
export async function waitForRoomInTheWindow(): Promise<void> {
  const msLeft = 60_000 - (Date.now() % 60_000);
  if (msLeft < 15_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 250));
}
