import { PageHeader } from "@/components/marketing/page-header";
import { sampleClaims, siteConfig } from "@/config/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: `${siteConfig.name} — ${siteConfig.tagline}`,
  description: siteConfig.description,
  path: "/",
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="What would you like to fact-check?">
        Type a claim and get a verdict, a confidence score and the sources behind it.
      </PageHeader>
      <section aria-labelledby="samples-heading" className="flex flex-col gap-3">
        <h2 id="samples-heading" className="text-sm font-semibold text-muted-foreground">
          Claims people check
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {sampleClaims.map((claim) => (
            <li key={claim.id} className="rounded-lg border bg-card p-4">
              <p className="text-xs font-medium text-brand">{claim.category}</p>
              <p className="mt-1 text-sm">{claim.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
