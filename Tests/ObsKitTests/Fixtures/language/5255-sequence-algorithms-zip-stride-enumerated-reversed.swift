// Compiler test style: sequence algorithms - zip, stride, enumerated, reversed, lazy
let names = ["a", "b", "c", "d"]
let nums = [1, 2, 3]
print(Array(zip(names, nums)).map { "\($0)\($1)" })
print(zip(nums, nums.dropFirst()).map(-))
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)))
for (i, n) in names.enumerated() where i % 2 == 1 { print(i, n) }
print(Array(names.reversed()), names.reversed().first!)
print(Array(names.enumerated().reversed().map { $0.offset }))
var evaluated: [Int] = []
let lazyMapped = (1...10).lazy.map { n -> Int in evaluated.append(n); return n * n }.filter { $0 % 2 == 0 }
print(evaluated.count)
for v in lazyMapped { print("first even square", v); break }
print(evaluated)
let firstBig = (1...).lazy.map { $0 * 3 }.first { $0 > 20 }
print(firstBig as Any)
let chunks = stride(from: 0, to: 10, by: 4).map { Array(Array(0..<10)[$0..<min($0 + 4, 10)]) }
print(chunks)
print(zip(1..., "xyz").map { "\($0):\($1)" })
let it = [1, 2, 3].makeIterator()
var copy = it
print(copy.next() as Any, copy.next() as Any)
print(Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }))
print(Array(repeatElement("ab", count: 3)).joined(separator: "-"))

// expect: ["a1", "b2", "c3"]
// expect: [-1, -1]
// expect: [0, 3, 6, 9]
// expect: [10, 5, 0]
// expect: [1.0, 1.25, 1.5, 1.75, 2.0]
// expect: 1 b
// expect: 3 d
// expect: ["d", "c", "b", "a"] d
// expect: [3, 2, 1, 0]
// expect: 0
// expect: first even square 4
// expect: [1, 2]
// expect: Optional(21)
// expect: [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
// expect: ["1:x", "2:y", "3:z"]
// expect: Optional(1) Optional(2)
// expect: [1, 3, 9, 27, 81, 243]
// expect: ab-ab-ab
