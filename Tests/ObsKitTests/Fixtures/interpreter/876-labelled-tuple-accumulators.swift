// reduce and reduce(into:) with a labelled tuple as the initial value: the closure's unlabelled result takes the labels
// (nested tuples too); a variable of labelled tuple type assigned an unlabelled one; a dictionary of labelled tuples
// whose default: is an unlabelled tuple, declared and as reduce(into:)'s accumulator.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
let nums = [3, -1, 4]
let r = nums.reduce((sum: 0, count: 0)) { acc, x in (acc.sum + x, acc.count + 1) }
print(r, r.sum, r.count)
let r2 = nums.reduce((sum: 0, count: 0)) { ($0.sum + $1, $0.count + 1) }
print(r2)
let r3 = nums.reduce(into: (lo: Int.max, hi: Int.min)) { acc, x in acc = (min(acc.lo, x), max(acc.hi, x)) }
print(r3, r3.hi - r3.lo)
let r4 = nums.reduce(into: (pos: [Int](), neg: [Int]())) { if $1 >= 0 { $0.pos.append($1) } else { $0.neg.append($1) } }
print(r4)
var t = (a: 1, b: 2)
t = (3, 4)
print(t, t.a)
func stats(_ xs: [Double]) -> (mean: Double, n: Int) {
    let s = xs.reduce((total: 0.0, n: 0)) { ($0.total + $1, $0.n + 1) }
    return (s.total / Double(s.n), s.n)
}
let st = stats([1, 2, 4.5])
print(st, st.mean)
let words = ["a", "bb", "ccc"]
let w = words.reduce((longest: "", total: 0)) { best, word in
    word.count > best.longest.count ? (word, best.total + word.count) : (best.longest, best.total + word.count)
}
print(w.longest, w.total)
let nested = nums.reduce((p: (x: 0, y: 0), k: 0)) { ($0.p.x + $1 > 0 ? ($0.p.x + $1, $0.p.y) : ($0.p.x, $0.p.y - 1), $0.k + 1) }
print(nested, nested.p.x)
var h2: [String: (count: Int, total: Int)] = [:]
h2["a", default: (0, 0)].count += 1
h2["a", default: (0, 0)].total += 5
print(h2)
let histogram = [3, -2, 5, 0, -5].reduce(into: [String: (count: Int, total: Int)]()) { acc, x in
    let key = x > 0 ? "pos" : (x < 0 ? "neg" : "zero")
    acc[key, default: (0, 0)].count += 1
    acc[key, default: (0, 0)].total += x
}
for k in histogram.keys.sorted() { print(k, histogram[k]!) }

// expect: (sum: 6, count: 3) 6 3
// expect: (sum: 6, count: 3)
// expect: (lo: -1, hi: 4) 5
// expect: (pos: [3, 4], neg: [-1])
// expect: (a: 3, b: 4) 3
// expect: (mean: 2.5, n: 3) 2.5
// expect: ccc 6
// expect: (p: (x: 6, y: 0), k: 3) 6
// expect: ["a": (count: 1, total: 5)]
// expect: neg (count: 2, total: -7)
// expect: pos (count: 2, total: 8)
// expect: zero (count: 1, total: 0)
