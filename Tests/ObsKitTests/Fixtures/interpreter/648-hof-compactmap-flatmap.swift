// compactMap drops nils; flatMap concatenates nested sequences.
let raw = ["1", "two", "3", "", "5"]
let numbers = raw.compactMap { Int($0) }
print(numbers)
let grid = [[1, 2], [3], [], [4, 5, 6]]
print(grid.flatMap { $0 })
print(grid.map { $0.count })
let pairs = [1, 2].flatMap { a in ["x", "y"].map { b in "\(a)\(b)" } }
print(pairs)
let optionals: [Int?] = [nil, 4, nil, 8]
print(optionals.compactMap { $0 }.reduce(0, +))
let words = ["hi", "yo"]
print(words.flatMap { Array($0) })
let maybe: Int? = 4
print(maybe.map { $0 * 3 } as Any, maybe.flatMap { $0 > 10 ? $0 : nil } as Any)

// expect: [1, 3, 5]
// expect: [1, 2, 3, 4, 5, 6]
// expect: [2, 1, 0, 3]
// expect: ["1x", "1y", "2x", "2y"]
// expect: 12
// expect: ["h", "i", "y", "o"]
// expect: Optional(12) nil
