// Advanced Swift style (zip and stride): pairing sequences of unequal lengths, stride forms, and zip's underestimatedCount
let names = ["Ann", "Bob", "Cid"]
let scores = [90, 72, 85, 60]
for (name, score) in zip(names, scores) { print("\(name): \(score)") }
print(zip(names, scores).underestimatedCount)
let d = Dictionary(uniqueKeysWithValues: zip(names, scores))
print(d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 5, to: 0, by: -2)))
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)))
print(type(of: stride(from: 0, to: 1, by: 1)), type(of: stride(from: 0, through: 1, by: 1)))
let adj = zip(scores, scores.dropFirst()).map { $1 - $0 }
print(adj)
let z = zip(1..., "abc")
print(z.map { "\($0)\($1)" })
print(type(of: z))
let unz = zip([1, 2, 3], ["x", "y", "z"])
let (ls, rs) = (unz.map { $0.0 }, unz.map { $0.1 })
print(ls, rs)
print(Array(zip(stride(from: 10, to: 0, by: -5), [true, false, true])))
for (i, c) in "hey".enumerated() where i != 1 { print(i, c) }
print(stride(from: 0, to: 100, by: 10).underestimatedCount)
print(Array(stride(from: 3, to: 3, by: 1)).isEmpty)
// expect: Ann: 90
// expect: Bob: 72
// expect: Cid: 85
// expect: 3
// expect: ["Ann=90", "Bob=72", "Cid=85"]
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [5, 3, 1]
// expect: [1.0, 1.25, 1.5, 1.75, 2.0]
// expect: StrideTo<Int> StrideThrough<Int>
// expect: [-18, 13, -25]
// expect: ["1a", "2b", "3c"]
// expect: Zip2Sequence<PartialRangeFrom<Int>, String>
// expect: [1, 2, 3] ["x", "y", "z"]
// expect: [(10, true), (5, false)]
// expect: 0 h
// expect: 2 y
// expect: 10
// expect: true
