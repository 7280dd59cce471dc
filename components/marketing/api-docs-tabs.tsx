"use client";

import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type ApiDocsTab = { value: string; label: string; content: ReactNode };

/**
 * The API page's tabs. Panels are rendered on the server and passed in; every panel stays in
 * the HTML (inactive ones hidden), so the whole reference is indexable and works without
 * JavaScript showing the first tab.
 */
export function ApiDocsTabs({ tabs, label }: { tabs: ApiDocsTab[]; label: string }) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label} className="h-auto w-full flex-wrap sm:w-fit">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="px-3 py-1.5">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount className="mt-6 data-[state=inactive]:hidden">
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
