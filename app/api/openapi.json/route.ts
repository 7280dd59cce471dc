import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { buildOpenApiDocument } from "@/lib/api/openapi";

export const dynamic = "force-static";

/** The OpenAPI 3.1 document of the implemented API. */
export function GET() {
  return NextResponse.json(buildOpenApiDocument(env.SITE_URL));
}
