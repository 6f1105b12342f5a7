// Compiler test style: zip and enumerated combinations
let names = ["ann", "bob", "cy"]
let ages = [31, 25, 40, 99]
for (n, a) in zip(names, ages) { print(n, a) }
print(Array(zip(names, ages)).count)
print(zip(1...3, "xyz").map { "\($0)\($1)" })
for (i, n) in names.enumerated() { print(i, n) }
print(names.enumerated().map { $0.offset * 10 + $0.element.count })
print(Array("hey".enumerated()).map { "\($0.offset):\($0.element)" })
let dot = zip([1, 2, 3], [4, 5, 6]).map(*).reduce(0, +)
print(dot)
let pairs = zip(names, names.dropFirst())
print(pairs.map { $0 + "/" + $1 })
for (i, (n, a)) in zip(names, ages).enumerated() where i != 1 { print(i, n, a) }
let d = Dictionary(uniqueKeysWithValues: zip(names, ages))
print(d.sorted { $0.value < $1.value }.map { $0.key })
let idx = names.enumerated().first { $0.element.hasPrefix("b") }?.offset
print(idx ?? -1)
print(names.indices.map { $0 }, Array(names.enumerated().reversed()).map { $0.offset })
// expect: ann 31
// expect: bob 25
// expect: cy 40
// expect: 3
// expect: ["1x", "2y", "3z"]
// expect: 0 ann
// expect: 1 bob
// expect: 2 cy
// expect: [3, 13, 22]
// expect: ["0:h", "1:e", "2:y"]
// expect: 32
// expect: ["ann/bob", "bob/cy"]
// expect: 0 ann 31
// expect: 2 cy 40
// expect: ["bob", "ann", "cy"]
// expect: 1
// expect: [0, 1, 2] [2, 1, 0]
