/**
 * Gradient-boosted regression trees for a binary outcome (logistic loss; Friedman 2001): a sum of
 * shallow trees gives the log-odds. Small enough to fit in seconds on the matcher's pairs and to
 * store as JSON beside the model; evaluation is a few comparisons per tree.
 *
 * Fitting bins each feature once (at most `candidateSplits` thresholds, midpoints between
 * quantiles) and finds each node's best split from per-bin sums of gradients, so a node costs one
 * pass over its rows. Features can be held **monotone**: with constraint +1 the log-odds never
 * falls as the feature grows, with −1 it never rises, whatever the other features are. Each split
 * on a constrained feature is kept only when its two sides are in that order, and it bounds every
 * leaf below it by the midpoint of the two (Chen & Guestrin's XGBoost scheme), so every tree, and
 * so the sum, is monotone in that feature.
 */

/** A tree node: a split on one feature, or a leaf's contribution to the log-odds. */
export type TreeNode = { feature: number; threshold: number; left: TreeNode; right: TreeNode } | { value: number };
export type BoostedTrees = { base: number; learningRate: number; trees: TreeNode[] };
/** Per feature: +1 the output may only rise with it, −1 only fall, 0 free. */
export type MonotoneConstraints = ReadonlyArray<-1 | 0 | 1>;

export function treeValue(node: TreeNode, x: readonly number[]): number {
  let n = node;
  while (!("value" in n)) n = x[n.feature] <= n.threshold ? n.left : n.right;
  return n.value;
}

/** Log-odds of a feature vector. */
export function boostedLogOdds(model: BoostedTrees, x: readonly number[]): number {
  let z = model.base;
  for (const tree of model.trees) z += model.learningRate * treeValue(tree, x);
  return z;
}

export type BoostingOptions = {
  trees?: number;
  depth?: number;
  learningRate?: number;
  minLeaf?: number;
  candidateSplits?: number;
  /** L2 penalty on leaf values (XGBoost's lambda). */
  lambda?: number;
  monotone?: MonotoneConstraints;
};

/** Candidate thresholds of each feature: midpoints between distinct quantiles. */
function splitCandidates(X: readonly number[][], feature: number, count: number): number[] {
  const values = [...new Set(X.map((x) => x[feature]))].sort((a, b) => a - b);
  if (values.length <= 1) return [];
  if (values.length <= count + 1) return values.slice(0, -1).map((v, i) => (v + values[i + 1]) / 2);
  const out = new Set<number>();
  for (let k = 1; k <= count; k++) {
    const i = Math.floor((k * (values.length - 1)) / (count + 1));
    out.add((values[i] + values[i + 1]) / 2);
  }
  return [...out].sort((a, b) => a - b);
}

/** The bin of a value: the first threshold it does not exceed (thresholds.length when above all). */
function binOf(value: number, thresholds: readonly number[]): number {
  let lo = 0;
  let hi = thresholds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value <= thresholds[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Fits boosted trees; `weight` per sample is optional. Deterministic. */
export function fitBoostedTrees(
  samples: ReadonlyArray<{ x: number[]; y: number; weight?: number }>,
  options: BoostingOptions = {},
): BoostedTrees {
  const { trees: count = 150, depth = 3, learningRate = 0.1, minLeaf = 10, candidateSplits = 32, lambda = 1, monotone = [] } = options;
  const X = samples.map((s) => s.x);
  const y = samples.map((s) => s.y);
  const w = samples.map((s) => s.weight ?? 1);
  const positive = y.reduce((sum, v, i) => sum + v * w[i], 0) / w.reduce((a, b) => a + b, 0);
  const base = Math.log(Math.max(1e-6, positive) / Math.max(1e-6, 1 - positive));
  const dims = X[0]?.length ?? 0;
  const thresholds = Array.from({ length: dims }, (_, f) => splitCandidates(X, f, candidateSplits));
  // bins[f][i]: the bin of sample i's feature f.
  const bins = thresholds.map((t, f) => Uint8Array.from(X, (x) => binOf(x[f], t)));
  const z = new Float64Array(samples.length).fill(base);
  const g = new Float64Array(samples.length);
  const h = new Float64Array(samples.length);
  const trees: TreeNode[] = [];
  /** A leaf's best value within its bounds, and the loss it removes (larger is better). */
  const leafValue = (G: number, H: number, lo: number, hi: number) => clamp(-G / (H + lambda), lo, hi);
  const gainOf = (G: number, H: number, v: number) => -(2 * G * v + (H + lambda) * v * v);

  for (let t = 0; t < count; t++) {
    // Newton boosting: gradient g = p − y, hessian h = p(1 − p), leaf value −Σg/(Σh + λ).
    for (let i = 0; i < z.length; i++) {
      const p = 1 / (1 + Math.exp(-z[i]));
      g[i] = w[i] * (p - y[i]);
      h[i] = w[i] * Math.max(1e-6, p * (1 - p));
    }
    const build = (rows: number[], level: number, lo: number, hi: number): TreeNode => {
      let G = 0;
      let H = 0;
      for (const r of rows) {
        G += g[r];
        H += h[r];
      }
      const value = leafValue(G, H, lo, hi);
      if (level >= depth || rows.length < 2 * minLeaf) return { value };
      const parentGain = gainOf(G, H, value);
      let best: { gain: number; feature: number; bin: number; left: number; right: number } | null = null;
      for (let f = 0; f < dims; f++) {
        const nBins = thresholds[f].length + 1;
        if (nBins < 2) continue;
        const hg = new Float64Array(nBins);
        const hh = new Float64Array(nBins);
        const hn = new Int32Array(nBins);
        const fb = bins[f];
        for (const r of rows) {
          const b = fb[r];
          hg[b] += g[r];
          hh[b] += h[r];
          hn[b]++;
        }
        const constraint = monotone[f] ?? 0;
        let GL = 0;
        let HL = 0;
        let nL = 0;
        for (let b = 0; b < nBins - 1; b++) {
          GL += hg[b];
          HL += hh[b];
          nL += hn[b];
          if (nL < minLeaf) continue;
          if (rows.length - nL < minLeaf) break;
          const GR = G - GL;
          const HR = H - HL;
          const left = leafValue(GL, HL, lo, hi);
          const right = leafValue(GR, HR, lo, hi);
          if ((constraint > 0 && left > right) || (constraint < 0 && left < right)) continue;
          const gain = gainOf(GL, HL, left) + gainOf(GR, HR, right) - parentGain;
          if (gain > 1e-9 && (!best || gain > best.gain)) best = { gain, feature: f, bin: b, left, right };
        }
      }
      if (!best) return { value };
      const { feature, bin } = best;
      const constraint = monotone[feature] ?? 0;
      const mid = (best.left + best.right) / 2;
      const leftBounds = constraint > 0 ? [lo, Math.min(hi, mid)] : constraint < 0 ? [Math.max(lo, mid), hi] : [lo, hi];
      const rightBounds = constraint > 0 ? [Math.max(lo, mid), hi] : constraint < 0 ? [lo, Math.min(hi, mid)] : [lo, hi];
      const fb = bins[feature];
      return {
        feature,
        threshold: thresholds[feature][bin],
        left: build(
          rows.filter((r) => fb[r] <= bin),
          level + 1,
          leftBounds[0],
          leftBounds[1],
        ),
        right: build(
          rows.filter((r) => fb[r] > bin),
          level + 1,
          rightBounds[0],
          rightBounds[1],
        ),
      };
    };
    const tree = build(
      X.map((_, i) => i),
      0,
      -Infinity,
      Infinity,
    );
    trees.push(tree);
    for (let i = 0; i < z.length; i++) z[i] += learningRate * treeValue(tree, X[i]);
  }
  return { base, learningRate, trees };
}
