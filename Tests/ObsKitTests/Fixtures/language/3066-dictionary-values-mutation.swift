// Compiler test style: mutating dictionary values in place vs mutating loop copies
struct Score { var points: Int }
var scores: [String: Score] = ["amy": Score(points: 1), "bo": Score(points: 2), "cy": Score(points: 3)]

for (_, var s) in scores {
  s.points += 1000
}
print(scores.keys.sorted().map { scores[$0]!.points })

for key in scores.keys.sorted() {
  scores[key]!.points *= 10
}
print(scores.keys.sorted().map { scores[$0]!.points })

for i in scores.values.indices {
  scores.values[i].points += 1
}
print(scores.keys.sorted().map { scores[$0]!.points })

let doubled = scores.mapValues { Score(points: $0.points * 2) }
print(doubled["bo"]!.points, scores["bo"]!.points)

var copy = scores
copy["amy"] = nil
copy["dee"] = Score(points: 0)
print(scores.count, copy.count, scores["amy"] != nil, copy["amy"] == nil)

final class Ref { var v = 0 }
var refs: [String: Ref] = ["r": Ref()]
let refsCopy = refs
for (_, r) in refs { r.v += 5 }
refs["r"]!.v += 1
print(refsCopy["r"]!.v, refs["r"] === refsCopy["r"])
// expect: [1, 2, 3]
// expect: [10, 20, 30]
// expect: [11, 21, 31]
// expect: 42 21
// expect: 3 3 true true
// expect: 6 true
