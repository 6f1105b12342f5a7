// zip-stride-enumerated
// expected output: swiftc 6.3.1 (Linux), run on this machine
let names = ["Ann", "Ben", "Cleo", "Dev"]
let scores = [88, 92, 79]

for (name, score) in zip(names, scores) {
    print("\(name) scored \(score)")
}
let paired = Dictionary(uniqueKeysWithValues: zip(names, scores))
print(paired["Cleo"]!, paired["Dev"] as Any)

for (index, name) in names.enumerated() where index % 2 == 0 {
    print(index, name)
}
let numbered = names.enumerated().map { "\($0.offset + 1). \($0.element)" }
print(numbered)

print(Array(stride(from: 0, to: 20, by: 5)))
print(Array(stride(from: 10, through: 0, by: -3)))
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)))

let prices = [3.0, 4.5, 4.0, 6.0, 5.5]
let changes = zip(prices, prices.dropFirst()).map { $1 - $0 }
print(changes)
let rising = zip(prices.indices, zip(prices, prices.dropFirst())).filter { $0.1.1 > $0.1.0 }.map(\.0)
print("rising after index:", rising)

let a = [1, 2, 3], b = [10, 20, 30]
print(zip(a, b).map(*), zip(a, b).map { $0 + $1 }.reduce(0, +))

var evaluated: [Int] = []
let lazySquares = (1...1_000_000).lazy.map { n -> Int in
    evaluated.append(n)
    return n * n
}.filter { $0 % 7 == 0 }
print(Array(lazySquares.prefix(3)))
print("evaluated \(evaluated.count) values, last \(evaluated.last!)")

let grid = stride(from: 0, to: 3, by: 1).map { r in
    stride(from: 0, to: 4, by: 1).map { c in r * 4 + c }
}
print(grid)
let transposed = (0..<4).map { c in grid.map { $0[c] } }
print(transposed)

for (i, pair) in zip(["x", "y"], [true, false]).enumerated() {
    print(i, pair.0, pair.1)
}
let chunks = stride(from: 0, to: names.count, by: 3).map { Array(names[$0..<min($0 + 3, names.count)]) }
print(chunks)
let reversedPairs = Array(zip(names.reversed(), 1...))
print(reversedPairs.map { "\($0.0)\($0.1)" }.joined(separator: ","))
// expect: Ann scored 88
// expect: Ben scored 92
// expect: Cleo scored 79
// expect: 79 nil
// expect: 0 Ann
// expect: 2 Cleo
// expect: ["1. Ann", "2. Ben", "3. Cleo", "4. Dev"]
// expect: [0, 5, 10, 15]
// expect: [10, 7, 4, 1]
// expect: [1.0, 1.25, 1.5, 1.75, 2.0]
// expect: [1.5, -0.5, 2.0, -0.5]
// expect: rising after index: [0, 2]
// expect: [10, 40, 90] 66
// expect: [49, 196, 441]
// expect: evaluated 56 values, last 27
// expect: [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]
// expect: [[0, 4, 8], [1, 5, 9], [2, 6, 10], [3, 7, 11]]
// expect: 0 x true
// expect: 1 y false
// expect: [["Ann", "Ben", "Cleo"], ["Dev"]]
// expect: Dev1,Cleo2,Ben3,Ann4
