// reduce and reduce(into:) with tuple accumulators: running stats, partitions, state machines, scans
// known-gap: error: 9609-reduce-with-tuples.swift:5:6: error: value of type '(Int, Int, Int, Int)' has no member 'sum'
let xs = [4, -2, 7, 0, 7, -5, 3]
let stats = xs.reduce((sum: 0, count: 0, min: Int.max, max: Int.min)) { acc, x in
    (acc.sum + x, acc.count + 1, Swift.min(acc.min, x), Swift.max(acc.max, x))
}
print(stats, Double(stats.sum) / Double(stats.count))
let (pos, neg) = xs.reduce(into: ([Int](), [Int]())) { acc, x in
    if x >= 0 { acc.0.append(x) } else { acc.1.append(x) }
}
print(pos, neg)
let scan = xs.reduce(into: [Int]()) { acc, x in acc.append((acc.last ?? 0) + x) }
print(scan)
let maxRun = xs.reduce((best: 0, current: 0, prev: Int.min)) { acc, x in
    let cur = x > acc.prev ? acc.current + 1 : 1
    return (Swift.max(acc.best, cur), cur, x)
}
print("longest increasing run", maxRun.best)
let text = "a1b2c33d"
let split = text.reduce(into: (letters: "", digits: 0)) { acc, ch in
    if let d = ch.wholeNumberValue { acc.digits = acc.digits * 10 + d } else { acc.letters.append(ch) }
}
print(split.letters, split.digits)
let parens = "(a(b)c))(("
let balance = parens.reduce((depth: 0, maxDepth: 0, errors: 0)) { acc, ch in
    switch ch {
    case "(": return (acc.depth + 1, max(acc.maxDepth, acc.depth + 1), acc.errors)
    case ")": return acc.depth == 0 ? (0, acc.maxDepth, acc.errors + 1) : (acc.depth - 1, acc.maxDepth, acc.errors)
    default: return acc
    }
}
print(balance)
let fibPair = (0..<10).reduce((0, 1)) { acc, _ in (acc.1, acc.0 + acc.1) }
print(fibPair.0, fibPair)
let words = ["apple", "bob", "kayak", "zebra", "noon"]
let (pal, nonPal) = words.reduce(into: (0, 0)) { acc, w in
    if w == String(w.reversed()) { acc.0 += 1 } else { acc.1 += 1 }
}
print(pal, nonPal)
let empty = [Int]().reduce((0, "start")) { ($0.0 + $1, $0.1 + "!") }
print(empty)
let weighted = zip([1.0, 2.0, 3.0], [0.5, 0.25, 0.25]).reduce((0.0, 0.0)) { ($0.0 + $1.0 * $1.1, $0.1 + $1.1) }
print(weighted, weighted.0 / weighted.1)
let indexed = xs.enumerated().reduce((idx: -1, val: Int.min)) { $1.element > $0.val ? ($1.offset, $1.element) : $0 }
print(indexed)
let histogram = xs.reduce(into: [String: (count: Int, total: Int)]()) { acc, x in
    let key = x > 0 ? "pos" : (x < 0 ? "neg" : "zero")
    acc[key, default: (0, 0)].count += 1
    acc[key, default: (0, 0)].total += x
}
for k in histogram.keys.sorted() { print(k, histogram[k]!) }
let nested = [[1, 2], [3], []].reduce(([Int](), 0)) { ($0.0 + $1, $0.1 + ($1.isEmpty ? 1 : 0)) }
print(nested)
let strings = ["x", "yy", "zzz"].reduce(into: ("", 0)) { $0.0 += $1.uppercased(); $0.1 += $1.count }
print(strings.0, strings.1)

// expect: (sum: 14, count: 7, min: -5, max: 7) 2.0
// expect: [4, 7, 0, 7, 3] [-2, -5]
// expect: [4, 2, 9, 9, 16, 11, 14]
// expect: longest increasing run 2
// expect: abcd 1233
// expect: (depth: 2, maxDepth: 2, errors: 1)
// expect: 55 (55, 89)
// expect: 3 2
// expect: (0, "start")
// expect: (1.75, 1.0) 1.75
// expect: (idx: 2, val: 7)
// expect: neg (count: 2, total: -7)
// expect: pos (count: 4, total: 21)
// expect: zero (count: 1, total: 0)
// expect: ([1, 2, 3], 1)
// expect: XYYZZZ 6
