import { describe, expect, it } from "vitest";
import { limitedAddress } from "~/web/rate-limit.server";
import { call, freshAddress } from "./helpers";
import { waitForRoomInTheWindow } from "./rate-limit-window";

// One IPv6 subscriber gets a whole /64 (2^64 addresses) from their provider: limited per single
// address, they could take a fresh budget with every request. The limits count a /64 as one
// client, however its address is written, and an IPv4 address written as IPv6 as that IPv4 address.

/** A /64 of the documentation range no other test uses. */
function freshNetwork(): string {
  const [a, b] = crypto.getRandomValues(new Uint16Array(2));
  return `2001:db8:${a!.toString(16)}:${b!.toString(16)}`;
}

describe("the address a rate limit counts", () => {
  it("is the /64 network of an IPv6 address, whichever way it is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::5",
      "2001:0DB8:0001:0002:0000:0000:0000:0005",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:a:b:c:d",
      " 2001:db8:1:2::1 ",
    ]) {
      expect(limitedAddress(address), address).toBe(network);
    }
    expect(limitedAddress("2001:db8:1:3::5")).toBe("2001:db8:1:3::/64");
    expect(limitedAddress("::1")).toBe("0:0:0:0::/64");
    expect(limitedAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is the IPv4 address itself when it comes IPv4-mapped", () => {
    for (const address of ["::ffff:198.51.100.7", "::FFFF:c633:6407", "0:0:0:0:0:ffff:198.51.100.7", "198.51.100.7"]) {
      expect(limitedAddress(address), address).toBe("198.51.100.7");
    }
  });

  it("leaves anything that is not an address as it is", () => {
    for (const text of ["unknown", "2001:db8::1::2", "1:2:3:4:5:6:7:8:9", "::ffff:300.1.1.1", "12345::"]) {
      expect(limitedAddress(text), text).toBe(text);
    }
  });
});

describe("the sign-in and sign-up limit over IPv6", () => {
  it("counts every address of one /64 together, and spares the next /64", async () => {
    await waitForRoomInTheWindow();
    const network = freshNetwork();
    // Sign-up with an empty body: answered 400 at once, after the limiter has counted it.
    const attempt = (address: string) => call("/api/auth/register", { method: "POST", address, body: {} });
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) statuses.push((await attempt(`${network}::${i.toString(16)}`)).status);
    expect(statuses.every((status) => status === 400)).toBe(true);

    // A 21st address of the same network, written out in full, is over the budget.
    const [a, b, c, d] = network.split(":").map((group) => group.padStart(4, "0"));
    const next = await attempt(`${a}:${b}:${c}:${d}:0000:0000:0000:abcd`);
    expect(next.status).toBe(429);
    expect(next.json?.message).toBe("Too many attempts. Please wait a minute and try again.");

    expect((await attempt(`${freshNetwork()}::1`)).status).toBe(400);
  });

  it("counts an IPv4 client the same whether its address comes as IPv4 or IPv4-mapped IPv6", async () => {
    await waitForRoomInTheWindow();
    const address = freshAddress();
    const attempt = (as: string) => call("/api/auth/register", { method: "POST", address: as, body: {} });
    for (let i = 0; i < 10; i++) expect((await attempt(address)).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await attempt(`::ffff:${address}`)).status).toBe(400);
    expect((await attempt(address)).status).toBe(429);
  });
});
