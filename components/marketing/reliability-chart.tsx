import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { ReliabilityFigures } from "@/lib/fact-check/calibration";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/**
 * The reliability chart: for each tenth of the confidence scale, how often the verdicts given
 * there agreed with the fact-checkers, against the diagonal of perfect calibration. An SVG
 * drawn from the published figures (config/calibration/reliability.json), with the same
 * numbers in a table behind a disclosure for screen readers and anyone who wants them.
 */

const WIDTH = 480;
const HEIGHT = 360;
const MARGIN = { top: 26, right: 24, bottom: 54, left: 62 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const TICKS = [0, 20, 40, 60, 80, 100];

/** Percent (0..100) to plot coordinates. */
const px = (percent: number) => MARGIN.left + (percent / 100) * PLOT_W;
const py = (percent: number) => MARGIN.top + PLOT_H - (percent / 100) * PLOT_H;

const PATH_LABELS = { scorer: "Matched by the scorer", confirmed: "Confirmed by the visitor", model: "Judged by a chat model" } as const;

const formatPercent = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)}%`);
const formatConfidence = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

export function ReliabilityChart({ figures, className }: { figures: ReliabilityFigures; className?: string }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const filled = figures.bins.filter((bin) => bin.count > 0);
  const summary =
    `${figures.answers.toLocaleString("en-US")} held-out answers. ` +
    filled
      .map(
        (bin) =>
          `Confidence ${bin.lower}-${bin.upper}%: ${bin.count} answers, ${formatPercent(bin.accuracy)} agreed with the fact-checkers.`,
      )
      .join(" ");

  return (
    <Card className={className}>
      <CardHeader>
        <h3 className="text-lg leading-none font-semibold">Reliability chart</h3>
        <CardDescription>
          Confidence Factlens gave (across) against how often fact-checkers agreed (up). Bars on the dashed diagonal are perfectly
          calibrated.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:items-start">
          <figure className="flex flex-col gap-3">
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              role="img"
              aria-labelledby={titleId}
              aria-describedby={descId}
              className="h-auto w-full"
            >
              <title id={titleId}>Reliability of Factlens confidence on held-out claims</title>
              <desc id={descId}>{summary}</desc>
              {TICKS.map((tick) => (
                <g key={tick}>
                  <line x1={px(0)} x2={px(100)} y1={py(tick)} y2={py(tick)} className="stroke-border" strokeWidth={1} />
                  <line x1={px(tick)} x2={px(tick)} y1={py(0)} y2={py(100)} className="stroke-border" strokeWidth={1} />
                  <text x={MARGIN.left - 8} y={py(tick)} dy="0.35em" textAnchor="end" className="fill-muted-foreground text-[14px]">
                    {tick}%
                  </text>
                  <text x={px(tick)} y={py(0) + 20} textAnchor="middle" className="fill-muted-foreground text-[14px]">
                    {tick}%
                  </text>
                </g>
              ))}
              <text x={px(50)} y={HEIGHT - 8} textAnchor="middle" className="fill-foreground text-[15px]">
                Confidence given
              </text>
              <text transform={`translate(14 ${py(50)}) rotate(-90)`} textAnchor="middle" className="fill-foreground text-[15px]">
                Fact-checkers agreed
              </text>
              {filled.map((bin) => (
                <g key={bin.lower}>
                  <rect
                    data-bin={`${bin.lower}-${bin.upper}`}
                    x={px(bin.lower) + 2}
                    y={py(bin.accuracy! * 100)}
                    width={px(bin.upper) - px(bin.lower) - 4}
                    height={py(0) - py(bin.accuracy! * 100)}
                    className="fill-brand/30 stroke-brand"
                    strokeWidth={1.5}
                    rx={2}
                  />
                  <circle cx={px(bin.meanConfidence!)} cy={py(bin.accuracy! * 100)} r={4.5} className="fill-brand" />
                  <text
                    x={px((bin.lower + bin.upper) / 2)}
                    y={py(bin.accuracy! * 100) - 8}
                    textAnchor="middle"
                    className="fill-foreground text-[13px]"
                  >
                    n={bin.count}
                  </text>
                </g>
              ))}
              {(figures.paths ?? [])
                .filter((p) => p.path !== "scorer")
                .flatMap((p) =>
                  p.bins
                    .filter((bin) => bin.count > 0)
                    .map((bin) => (
                      <rect
                        key={`${p.path}-${bin.lower}`}
                        data-path-bin={`${p.path} ${bin.lower}-${bin.upper}`}
                        x={px(bin.meanConfidence!) - 5}
                        y={py(bin.accuracy! * 100) - 5}
                        width={10}
                        height={10}
                        transform={`rotate(45 ${px(bin.meanConfidence!)} ${py(bin.accuracy! * 100)})`}
                        className="fill-amber-400 stroke-background"
                        strokeWidth={1}
                      />
                    )),
                )}
              <line
                data-diagonal=""
                x1={px(0)}
                y1={py(0)}
                x2={px(100)}
                y2={py(100)}
                className="stroke-foreground/70"
                strokeWidth={1.5}
                strokeDasharray="6 5"
              />
            </svg>
            <figcaption className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-brand bg-brand/30" />
                Share of answers in the bin that fact-checkers agree with (dot: the bin&apos;s mean confidence)
              </span>
              {figures.paths?.some((p) => p.path === "confirmed" && p.answers > 0) ? (
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block size-2.5 rotate-45 bg-amber-400" />
                  Answers the visitor confirmed (a suggested fact-check)
                </span>
              ) : null}
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed border-foreground/70" />
                Perfect calibration
              </span>
            </figcaption>
          </figure>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            {[
              {
                term: "Expected calibration error",
                value: figures.ece.toFixed(3),
                note: `${figures.uncalibrated.ece.toFixed(3)} before calibration`,
              },
              {
                term: "Held-out claims",
                value: figures.claims.toLocaleString("en-US"),
                note: `${figures.answers.toLocaleString("en-US")} answered with a verdict`,
              },
              { term: "Answers right", value: formatPercent(figures.accuracy), note: `Brier score ${figures.brier.toFixed(3)}` },
              { term: "Measured", value: figures.generatedAt, note: "on the held-out split" },
            ].map((stat) => (
              <div key={stat.term} className="flex flex-col gap-1 rounded-lg border border-border bg-muted/30 px-3 py-2.5">
                <dt className="text-xs text-muted-foreground">{stat.term}</dt>
                <dd className="font-mono text-xl font-semibold">{stat.value}</dd>
                <dd className="text-xs text-muted-foreground">{stat.note}</dd>
              </div>
            ))}
          </dl>
        </div>

        {figures.paths?.length ? (
          <Table label="Calibration by how the claim was matched" className="min-w-[28rem]">
            <TableCaption>Held-out answers by how the fact-check was matched to the claim</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead className="py-2">Matched</TableHead>
                <TableHead className="py-2">Answers</TableHead>
                <TableHead className="py-2">Right</TableHead>
                <TableHead className="py-2">Calibration error</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(["scorer", "confirmed", "model"] as const).map((name) => {
                const p = figures.paths?.find((x) => x.path === name);
                return (
                  <TableRow key={name}>
                    <TableHead scope="row" className="py-2 font-normal">
                      {PATH_LABELS[name]}
                    </TableHead>
                    <TableCell className="py-2 font-mono">{p ? p.answers.toLocaleString("en-US") : "—"}</TableCell>
                    <TableCell className="py-2 font-mono">{p ? formatPercent(p.accuracy) : "—"}</TableCell>
                    <TableCell className="py-2 font-mono">
                      {p ? p.ece.toFixed(3) : "not measured: no chat model runs in the evaluation"}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}

        <details className="group rounded-lg border border-border">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium select-none hover:bg-muted/40">The figures as a table</summary>
          <Table label="Reliability figures" containerClassName="rounded-none border-0 border-t" className="min-w-[28rem]">
            <TableCaption>Reliability of held-out answers by confidence bin</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead className="py-2">Confidence</TableHead>
                <TableHead className="py-2">Answers</TableHead>
                <TableHead className="py-2">Mean confidence</TableHead>
                <TableHead className="py-2">Fact-checkers agreed</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {figures.bins.map((bin) => (
                <TableRow key={bin.lower}>
                  <TableHead scope="row" className="py-2 font-mono font-normal whitespace-nowrap">
                    {bin.lower}-{bin.upper}%
                  </TableHead>
                  <TableCell className="py-2 font-mono">{bin.count}</TableCell>
                  <TableCell className="py-2 font-mono">{formatConfidence(bin.meanConfidence)}</TableCell>
                  <TableCell className="py-2 font-mono">{formatPercent(bin.accuracy)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </details>
        <p className="text-sm text-muted-foreground">
          Reproduce these figures from a clone with{" "}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{figures.command}</code>.
        </p>
      </CardContent>
    </Card>
  );
}
