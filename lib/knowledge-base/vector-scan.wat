(module
  ;; The int8 vector scan of claim-index.ts (VectorMatrix.nearest) in WebAssembly SIMD. Compiled by
  ;; `npm run build:vector-scan` (scripts/build-vector-scan.mjs, with the wabt package) into
  ;; vector-scan-wasm.ts; a test compiles this file again and compares.
  (memory (export "memory") 1)
  ;; scan(query, data, out, count, dims): for each of `count` rows of `dims` int8 values from `data`,
  ;; the dot product with the f64 query at `query`, written as f64 at `out`. Four running sums
  ;; (d mod 4), added as ((s0 + s1) + s2) + s3: the same arithmetic as the JavaScript loop.
  (func (export "scan") (param $query i32) (param $data i32) (param $out i32) (param $count i32) (param $dims i32)
    (local $row i32) (local $d i32) (local $q i32) (local $acc01 v128) (local $acc23 v128) (local $x v128)
    (block $rows_done
      (loop $rows
        (br_if $rows_done (i32.ge_u (local.get $row) (local.get $count)))
        (local.set $acc01 (v128.const f64x2 0 0))
        (local.set $acc23 (v128.const f64x2 0 0))
        (local.set $d (i32.const 0))
        (local.set $q (local.get $query))
        (block $dims_done
          (loop $chunks
            (br_if $dims_done (i32.ge_u (local.get $d) (local.get $dims)))
            (local.set $x (i32x4.extend_low_i16x8_s (i16x8.extend_low_i8x16_s (v128.load32_zero (local.get $data)))))
            (local.set $acc01 (f64x2.add (local.get $acc01) (f64x2.mul (f64x2.convert_low_i32x4_s (local.get $x)) (v128.load (local.get $q)))))
            (local.set $acc23 (f64x2.add (local.get $acc23)
              (f64x2.mul (f64x2.convert_low_i32x4_s (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $x) (local.get $x)))
                         (v128.load offset=16 (local.get $q)))))
            (local.set $data (i32.add (local.get $data) (i32.const 4)))
            (local.set $q (i32.add (local.get $q) (i32.const 32)))
            (local.set $d (i32.add (local.get $d) (i32.const 4)))
            (br $chunks)))
        (f64.store (local.get $out)
          (f64.add
            (f64.add
              (f64.add (f64x2.extract_lane 0 (local.get $acc01)) (f64x2.extract_lane 1 (local.get $acc01)))
              (f64x2.extract_lane 0 (local.get $acc23)))
            (f64x2.extract_lane 1 (local.get $acc23))))
        (local.set $out (i32.add (local.get $out) (i32.const 8)))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows))))
)
