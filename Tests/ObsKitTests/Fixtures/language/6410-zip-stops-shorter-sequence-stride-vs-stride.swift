// Quiz post style (zip and stride): zip stops at the shorter sequence, stride(to:) vs stride(through:), and floating strides
let names = ["ann", "bob", "cy"]
let scores = [90, 85, 70, 60]

// Puzzle: how many pairs, and which numbers do the strides produce?
let pairs = Array(zip(names, scores))
print(pairs.count, pairs.map { "\($0)=\($1)" })
print(Array(zip(1..., "abc")))
print(zip(names, names.dropFirst()).map { $0 + ">" + $1 })

print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 2, by: -4)))
print(Array(stride(from: 0, to: 0, by: 1)), Array(stride(from: 0, through: 0, by: 1)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 0.0, to: 0.3, by: 0.1)).count, Array(stride(from: 0.0, through: 0.3, by: 0.1)).count)
print(Array(stride(from: 1, to: 5, by: 10)), Array(stride(from: 5, to: 1, by: 1)))

let d = Dictionary(uniqueKeysWithValues: zip(names, scores))
print(d.keys.sorted(), d["cy"]!)
let (evens, odds) = (stride(from: 0, to: 8, by: 2).map { $0 }, stride(from: 1, to: 8, by: 2).map { $0 })
print(zip(evens, odds).map { $0 * $1 }, zip(evens, odds).reduce(0) { $0 + $1.0 + $1.1 })
print((0..<5).reversed().map { $0 }, Array((1...10).filter { $0 % 4 == 0 }))

// expect: 3 ["ann=90", "bob=85", "cy=70"]
// expect: [(1, "a"), (2, "b"), (3, "c")]
// expect: ["ann>bob", "bob>cy"]
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 6, 2]
// expect: [] [0]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: 3 3
// expect: [1] []
// expect: ["ann", "bob", "cy"] 70
// expect: [0, 6, 20, 42] 28
// expect: [4, 3, 2, 1, 0] [4, 8]
