import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";

/**
 * The site's social-share image, rendered once at build time. It uses next/og's bundled
 * default font, so rendering needs no network.
 */

export const alt = `${siteConfig.name}: ${siteConfig.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const verdicts = [
  { label: "TRUE", color: "#22c55e" },
  { label: "MIXED", color: "#eab308" },
  { label: "FALSE", color: "#ef4444" },
  { label: "DISPUTED", color: "#f97316" },
  { label: "UNCLEAR", color: "#9ca3af" },
];

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #16171d 0%, #1d2233 60%, #1a2b4a 100%)",
        color: "#f5f5f5",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: "#5b9bf0",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          <div style={{ width: 28, height: 28, borderRadius: 28, border: "6px solid #16171d", display: "flex" }} />
        </div>
        <div style={{ fontSize: 44, fontWeight: 700, letterSpacing: -1 }}>{siteConfig.name}</div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, letterSpacing: -2, maxWidth: 980 }}>
          Fact-check any claim, with the sources to prove it.
        </div>
        <div style={{ fontSize: 30, color: "#b9bfcc", maxWidth: 960 }}>
          A verdict, a confidence score and cited sources, drawn from published fact-checks.
        </div>
      </div>

      <div style={{ display: "flex", gap: 14 }}>
        {verdicts.map((verdict) => (
          <div
            key={verdict.label}
            style={{
              display: "flex",
              alignItems: "center",
              gap: 10,
              padding: "10px 18px",
              borderRadius: 999,
              border: "2px solid rgba(255,255,255,0.14)",
              fontSize: 22,
              fontWeight: 600,
            }}
          >
            <div style={{ width: 14, height: 14, borderRadius: 14, background: verdict.color, display: "flex" }} />
            {verdict.label}
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}
