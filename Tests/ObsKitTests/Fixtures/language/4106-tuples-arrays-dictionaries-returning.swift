// Compiler test style: tuples in arrays and dictionaries, returning and comparing labeled tuples
var scores: [String: (wins: Int, losses: Int)] = [:]
let games = [("red", true), ("blue", false), ("red", false), ("red", true), ("blue", true)]
for (team, won) in games {
  var rec = scores[team, default: (0, 0)]
  if won { rec.wins += 1 } else { rec.losses += 1 }
  scores[team] = rec
}
for team in scores.keys.sorted() {
  let r = scores[team]!
  print(team, r.wins, r.losses, r)
}
func stats(_ xs: [Double]) -> (mean: Double, min: Double, max: Double) {
  let total = xs.reduce(0, +)
  return (total / Double(xs.count), xs.min()!, xs.max()!)
}
let st = stats([2, 4, 9])
print(st.mean, st.min, st.max)
let (mean, _, hi) = st
print(mean + hi)
let people = [("Zed", 30), ("Amy", 30), ("Bob", 25)]
let sorted = people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
print(sorted.map { $0.0 })
print(people.max { $0.1 < $1.1 }!.0)
let t3 = (1, "two", 3.0)
print(t3.0, t3.1, t3.2)
var mutable = (a: [1], b: "s")
mutable.a.append(2)
mutable.b += "t"
print(mutable)
func returnsVoidTuple() -> () { () }
print(returnsVoidTuple() == ())
let single = (42)
print(single + 1)
let nestedT = (outer: (inner: 5, other: 6), flag: true)
print(nestedT.outer.inner, nestedT.0.1, nestedT.flag)
let arr = [(1, 2), (3, 4)]
let (xs, ys) = (arr.map { $0.0 }, arr.map { $0.1 })
print(xs, ys)
print((1, 2) == (1, 2) && (1, "a") != (1, "b"))
// expect: blue 1 1 (wins: 1, losses: 1)
// expect: red 2 1 (wins: 2, losses: 1)
// expect: 5.0 2.0 9.0
// expect: 14.0
// expect: ["Bob", "Amy", "Zed"]
// expect: Zed
// expect: 1 two 3.0
// expect: (a: [1, 2], b: "st")
// expect: true
// expect: 43
// expect: 5 6 true
// expect: [1, 3] [2, 4]
// expect: true
