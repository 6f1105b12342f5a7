// min(by:)/max(by:) tie-breaking, sorting tuples and multi-key comparisons, min/max of variadics and NaN
let people = [("ann", 31, 5.5), ("bob", 25, 6.1), ("cy", 31, 5.9), ("di", 25, 5.5), ("ed", 40, 5.5)]
print(people.min { $0.1 < $1.1 }!.0, people.max { $0.1 < $1.1 }!.0)
print(people.min { $0.2 < $1.2 }!.0, people.max { $0.2 < $1.2 }!.0)
print(people.max { $0.2 <= $1.2 }!.0, people.min { $0.2 <= $1.2 }!.0)
let byAgeThenName = people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
print(byAgeThenName.map(\.0))
let byAgeDescHeightAsc = people.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
print(byAgeDescHeightAsc.map { "\($0.0)/\($0.1)/\($0.2)" })
print(people.map { ($0.1, $0.0) }.sorted(by: <).first!, people.map { ($0.1, $0.0) }.max(by: <)!)
print(min(3, 1, 2), max(3, 1, 2), min("b", "a", "c"), max(2.5, -1.0))
print(min(1, 1.5), max(Int8(-3), -4))
let nan = Double.nan
print(min(nan, 1.0), min(1.0, nan), max(nan, 1.0), max(1.0, nan))
print([3.0, nan, 1.0].min() as Any, [nan, 3.0, 1.0].min() as Any, [3.0, 1.0].max() as Any)
print(Double.minimum(nan, 1.0), Double.maximum(2.0, nan), Double.minimum(-0.0, 0.0), Double.maximum(-0.0, 0.0))
print([Int]().min() as Any, [String]().max(by: <) as Any)
let words = ["pear", "fig", "banana", "kiwi", "apple", "date"]
print(words.min { $0.count < $1.count }!, words.max { $0.count < $1.count }!)
print(words.max(by: { $0.count < $1.count || ($0.count == $1.count && $0 > $1) })!)
print(words.sorted { ($0.count, $0) < ($1.count, $1) })
print(words.sorted { $0.last! < $1.last! }.map { $0.last! })
let (lo, hi) = words.reduce((words[0], words[0])) { (min($0.0, $1), max($0.1, $1)) }
print(lo, hi)
let scores = ["a": 3, "b": 9, "c": 9, "d": 1]
let best = scores.max { ($0.value, $1.key) < ($1.value, $0.key) }!
print(best.key, best.value)
let worst = scores.min { $0.value < $1.value }!
print(worst)
let points = [(1, 5), (3, 1), (2, 2), (3, 0)]
print(points.sorted(by: <).map { "\($0)" }.joined(separator: " "), points.min(by: <)!, points.max(by: >)!)
print(points.sorted { $0.1 < $1.1 }.first!, points.max { $0.0 + $0.1 < $1.0 + $1.1 }!)
print([(1, "b"), (1, "a"), (0, "z")].sorted(by: >).map(\.1))
var stable = [(2, "x"), (1, "y"), (2, "a"), (1, "b")]
stable.sort { $0.0 < $1.0 }
print(stable.map(\.1))
print(people.map(\.1).min()!, Set(people.map(\.1)).sorted(by: >), people.lazy.map(\.2).max()!)
struct Run { let name: String; let time: Double; let laps: Int }
let runs = [Run(name: "r1", time: 12.5, laps: 3), Run(name: "r2", time: 11.0, laps: 3), Run(name: "r3", time: 11.0, laps: 4)]
let fastest = runs.min { ($0.time, -$0.laps) < ($1.time, -$1.laps) }!
print(fastest.name, runs.max { $0.laps < $1.laps }!.name, runs.sorted { $0.time > $1.time }.map(\.name))
print(runs.map(\.time).min()!, runs.min(by: { $0.time < $1.time })!.name, runs.reduce(0) { max($0, $1.laps) })

// expect: bob ed
// expect: ann bob
// expect: bob ed
// expect: ["bob", "di", "ann", "cy", "ed"]
// expect: ["ed/40/5.5", "ann/31/5.5", "cy/31/5.9", "di/25/5.5", "bob/25/6.1"]
// expect: (25, "bob") (40, "ed")
// expect: 1 3 a 2.5
// expect: 1.0 -3
// expect: nan 1.0 nan 1.0
// expect: Optional(1.0) Optional(nan) Optional(3.0)
// expect: 1.0 2.0 -0.0 0.0
// expect: nil nil
// expect: fig banana
// expect: banana
// expect: ["fig", "date", "kiwi", "pear", "apple", "banana"]
// expect: ["a", "e", "e", "g", "i", "r"]
// expect: apple pear
// expect: b 9
// expect: (key: "d", value: 1)
// expect: (1, 5) (2, 2) (3, 0) (3, 1) (1, 5) (1, 5)
// expect: (3, 0) (1, 5)
// expect: ["b", "a", "z"]
// expect: ["y", "b", "x", "a"]
// expect: 25 [40, 31, 25] 6.1
// expect: r3 r3 ["r1", "r2", "r3"]
// expect: 11.0 r2 4
