// lazy-sequences
// known-gap: error: closure expects 2 argument(s), got 1
// expected output: swiftc 6.3.1 (Linux), run on this machine
var evaluated: [Int] = []
let numbers = Array(1...20)

var firstThree: [Int] = []
for sq in numbers.lazy.filter({ evaluated.append($0); return $0 % 3 == 0 }).map({ $0 * $0 }) {
    firstThree.append(sq)
    if firstThree.count == 3 { break }
}
print(firstThree)
print("evaluated:", evaluated)

evaluated.removeAll()
let eager = numbers.filter { evaluated.append($0); return $0 % 3 == 0 }.map { $0 * $0 }.prefix(3)
print(Array(eager), evaluated.count)

let words = ["apple", "Banana", "cherry", "date", "Elder", "fig"]
let caps = words.lazy.filter { $0.first!.isUppercase }.map { $0.lowercased() }
print(caps.first ?? "-", Array(caps))

var calls = 0
let expensive = (1...).lazy.map { (n: Int) -> Int in calls += 1; return n * 7 }
let firstOver50 = expensive.first { $0 > 50 }
print(firstOver50!, "calls:", calls)

let chunks = stride(from: 0, to: numbers.count, by: 6).map { Array(numbers[$0..<min($0 + 6, numbers.count)]) }
print(chunks.map { $0.reduce(0, +) })

let flat = [[1, 2], [], [3], [4, 5, 6]].lazy.joined()
print(Array(flat), flat.count)

let compact = ["1", "x", "3", "", "5"].lazy.compactMap(Int.init)
print(Array(compact), compact.reduce(0, +))

let windows = zip(numbers, numbers.dropFirst()).lazy.filter { ($0.0 + $0.1) % 5 == 0 }.map { "\($0.0)+\($0.1)" }
print(Array(windows.prefix(4)))

let tri = sequence(first: (1, 1)) { (n, t) in n < 8 ? (n + 1, t + n + 1) : nil }.map(\.1)
print(tri)
let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers), powers.underestimatedCount >= 0)
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(collatz.count(where: { _ in true }), collatz.max()!)
// expect: [9, 36, 81]
// expect: evaluated: [1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [9, 36, 81] 20
// expect: banana ["banana", "elder"]
// expect: 56 calls: 8
// expect: [21, 57, 93, 39]
// expect: [1, 2, 3, 4, 5, 6] 6
// expect: [1, 3, 5] 9
// expect: ["2+3", "7+8", "12+13", "17+18"]
// expect: [1, 3, 6, 10, 15, 21, 28, 36]
// expect: [1, 3, 9, 27, 81, 243, 729] true
// expect: 112 9232
