"use client";

import Link from "next/link";
import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query";
import { Activity, BarChart3, Clock, Gauge, RefreshCw, TrendingDown, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DISCOVER_QUERIES, trendingVerdictBadge } from "@/config/discover";
import type { CommunityStats, TrendingCategory, TrendingClaim } from "@/lib/discover/trending";
import { cn } from "@/lib/utils";

function fetcher<T>(url: string, message: string) {
  return async (): Promise<T> => {
    const response = await fetch(url, { credentials: "include" });
    if (!response.ok) throw new Error(message);
    return response.json();
  };
}

function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4" role="alert">
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function TrendingClaims() {
  const query = useQuery({
    queryKey: DISCOVER_QUERIES.claims.key,
    queryFn: fetcher<TrendingClaim[]>("/api/trending/claims", DISCOVER_QUERIES.claims.error),
    staleTime: DISCOVER_QUERIES.claims.staleTime,
    retry: DISCOVER_QUERIES.claims.retry,
  });
  return (
    <Card className="lg:col-span-2" role="region" aria-labelledby="trending-claims-title">
      <CardHeader>
        <CardTitle id="trending-claims-title" className="flex items-center gap-2">
          <TrendingUp className="size-4 text-brand" aria-hidden="true" />
          Trending Claims
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <ListSkeleton rows={5} label="Loading trending claims" />
        ) : query.isError ? (
          <LoadError message="Failed to load trending claims. Please try again." onRetry={() => query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trending claims available at the moment.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border" aria-label="Trending claims">
            {query.data.map((claim, index) => (
              <li key={claim.id} className="py-3 first:pt-0 last:pb-0" data-testid="trending-claim">
                <Link
                  href={`/check/${claim.id}`}
                  className="group flex gap-3 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="mt-0.5 w-5 shrink-0 text-sm font-semibold text-muted-foreground tabular-nums">{index + 1}</span>
                  <span className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <span className="font-medium group-hover:underline">{claim.claim}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant="outline" className={cn("font-semibold", trendingVerdictBadge(claim.verdict))}>
                        {claim.verdict}
                      </Badge>
                      <span>{claim.confidence}% confidence</span>
                      <span aria-hidden="true">·</span>
                      <Badge variant="secondary">{claim.category}</Badge>
                      <span aria-hidden="true">·</span>
                      <span data-testid="trending-checks">
                        {claim.checks} {claim.checks === 1 ? "check" : "checks"}
                      </span>
                      <span aria-hidden="true">·</span>
                      <span>{claim.timeAgo}</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function PopularCategories() {
  const query = useQuery({
    queryKey: DISCOVER_QUERIES.categories.key,
    queryFn: fetcher<TrendingCategory[]>("/api/trending/categories", DISCOVER_QUERIES.categories.error),
    staleTime: DISCOVER_QUERIES.categories.staleTime,
    retry: DISCOVER_QUERIES.categories.retry,
  });
  return (
    <Card role="region" aria-labelledby="categories-title">
      <CardHeader>
        <CardTitle id="categories-title" className="flex items-center gap-2">
          <BarChart3 className="size-4 text-brand" aria-hidden="true" />
          Popular Categories
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <ListSkeleton rows={4} label="Loading categories" />
        ) : query.isError ? (
          <LoadError message="Failed to load categories" onRetry={() => query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No categories available</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Popular categories">
            {query.data.map((category) => {
              const Trend = category.growth < 0 ? TrendingDown : TrendingUp;
              return (
                <li key={category.name} className="flex items-center justify-between gap-3" data-testid="trending-category">
                  <span className="flex flex-col">
                    <span className="font-medium">{category.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {category.count} {category.count === 1 ? "check" : "checks"} this week
                    </span>
                  </span>
                  <span
                    className={cn("flex items-center gap-1 text-sm tabular-nums", category.growth < 0 ? "text-red-300" : "text-green-300")}
                  >
                    <Trend className="size-3.5" aria-hidden="true" />
                    {category.growth > 0 ? "+" : ""}
                    {category.growth}%
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function CommunityStatsCard() {
  const query = useQuery({
    queryKey: DISCOVER_QUERIES.stats.key,
    queryFn: fetcher<CommunityStats>("/api/trending/stats", DISCOVER_QUERIES.stats.error),
    staleTime: DISCOVER_QUERIES.stats.staleTime,
    retry: DISCOVER_QUERIES.stats.retry,
  });
  const tiles = query.data
    ? [
        { label: "Checks today", value: query.data.checksToday.toLocaleString("en-US"), icon: Activity },
        { label: "Checks in all", value: query.data.totalChecks.toLocaleString("en-US"), icon: BarChart3 },
        {
          label: "Average confidence",
          value: query.data.averageConfidence === null ? "—" : `${query.data.averageConfidence}%`,
          icon: Gauge,
        },
        { label: "Median check time", value: formatDuration(query.data.medianCheckMs), icon: Clock },
      ]
    : [];
  return (
    <Card className="lg:col-span-3" role="region" aria-labelledby="stats-title">
      <CardHeader>
        <CardTitle id="stats-title">Community Stats</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="status" aria-label="Loading community stats">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError message="Failed to load community stats" onRetry={() => query.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {tiles.map(({ label, value, icon: Icon }) => (
              <div key={label} className="rounded-lg border bg-muted/30 p-4">
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Icon className="size-3.5" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-xs text-muted-foreground">Computed from the checks stored on this server.</p>
      </CardContent>
    </Card>
  );
}

/** Discover: trending claims, popular categories and community stats, all from stored checks. */
export function DiscoverView() {
  const queryClient = useQueryClient();
  const isTrending = (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).startsWith("/api/trending/");
  const fetching = useIsFetching({ predicate: isTrending }) > 0;
  const refresh = () => {
    void queryClient.invalidateQueries({ predicate: isTrending });
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Discover</h1>
          <p className="mt-1 text-muted-foreground">What people are checking on Factlens right now.</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={fetching}>
          <RefreshCw className={cn("size-4", fetching && "motion-safe:animate-spin")} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <TrendingClaims />
        <PopularCategories />
        <CommunityStatsCard />
      </div>
    </div>
  );
}
