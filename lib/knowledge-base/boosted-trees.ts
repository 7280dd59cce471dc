/**
 * Gradient-boosted regression trees for a binary outcome (logistic loss; Friedman 2001): a sum of
 * shallow trees gives the log-odds. Small enough to fit in a few seconds on the matcher's pairs and
 * to store as JSON beside the model; evaluation is a few comparisons per tree.
 */

/** A tree node: a split on one feature, or a leaf's contribution to the log-odds. */
export type TreeNode = { feature: number; threshold: number; left: TreeNode; right: TreeNode } | { value: number };
export type BoostedTrees = { base: number; learningRate: number; trees: TreeNode[] };

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

export type BoostingOptions = { trees?: number; depth?: number; learningRate?: number; minLeaf?: number; candidateSplits?: number };

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
  return [...out];
}

/** Fits boosted trees; `weight` per sample is optional. Deterministic. */
export function fitBoostedTrees(
  samples: ReadonlyArray<{ x: number[]; y: number; weight?: number }>,
  options: BoostingOptions = {},
): BoostedTrees {
  const { trees: count = 150, depth = 3, learningRate = 0.1, minLeaf = 10, candidateSplits = 24 } = options;
  const X = samples.map((s) => s.x);
  const y = samples.map((s) => s.y);
  const w = samples.map((s) => s.weight ?? 1);
  const positive = y.reduce((sum, v, i) => sum + v * w[i], 0) / w.reduce((a, b) => a + b, 0);
  const base = Math.log(Math.max(1e-6, positive) / Math.max(1e-6, 1 - positive));
  const dims = X[0]?.length ?? 0;
  const candidates = Array.from({ length: dims }, (_, f) => splitCandidates(X, f, candidateSplits));
  const z = new Array<number>(samples.length).fill(base);
  const trees: TreeNode[] = [];

  for (let t = 0; t < count; t++) {
    // Newton boosting: gradient g = p − y, hessian h = p(1 − p), leaf value −Σg/Σh.
    const g = z.map((zi, i) => w[i] * (1 / (1 + Math.exp(-zi)) - y[i]));
    const h = z.map((zi, i) => {
      const p = 1 / (1 + Math.exp(-zi));
      return w[i] * Math.max(1e-6, p * (1 - p));
    });
    const build = (rows: number[], level: number): TreeNode => {
      let G = 0;
      let H = 0;
      for (const r of rows) {
        G += g[r];
        H += h[r];
      }
      const leaf = { value: -G / (H + 1) };
      if (level >= depth || rows.length < 2 * minLeaf) return leaf;
      let best: { gain: number; feature: number; threshold: number } | null = null;
      const parentScore = (G * G) / (H + 1);
      for (let f = 0; f < dims; f++) {
        for (const threshold of candidates[f]) {
          let GL = 0;
          let HL = 0;
          let nL = 0;
          for (const r of rows) {
            if (X[r][f] <= threshold) {
              GL += g[r];
              HL += h[r];
              nL++;
            }
          }
          if (nL < minLeaf || rows.length - nL < minLeaf) continue;
          const GR = G - GL;
          const HR = H - HL;
          const gain = (GL * GL) / (HL + 1) + (GR * GR) / (HR + 1) - parentScore;
          if (gain > 1e-9 && (!best || gain > best.gain)) best = { gain, feature: f, threshold };
        }
      }
      if (!best) return leaf;
      const { feature, threshold } = best;
      return {
        feature,
        threshold,
        left: build(
          rows.filter((r) => X[r][feature] <= threshold),
          level + 1,
        ),
        right: build(
          rows.filter((r) => X[r][feature] > threshold),
          level + 1,
        ),
      };
    };
    const tree = build(
      X.map((_, i) => i),
      0,
    );
    trees.push(tree);
    for (let i = 0; i < z.length; i++) z[i] += learningRate * treeValue(tree, X[i]);
  }
  return { base, learningRate, trees };
}
