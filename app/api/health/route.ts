import { NextResponse } from "next/server";
import { getHealth, pingDatabase } from "@/lib/http/health";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

/**
 * For operators and load balancers: 200 while the database answers `SELECT 1` (within 2 s),
 * 503 when it does not. GET adds the version and which optional services are configured
 * (names only, never a secret); HEAD is the same probe without a body, and without the
 * providers' quota look-ups a body would need: a load balancer calls it often.
 */
export async function GET() {
  const health = await getHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: noStore });
}

export async function HEAD() {
  const database = await pingDatabase();
  return new Response(null, { status: database.ok ? 200 : 503, headers: noStore });
}
