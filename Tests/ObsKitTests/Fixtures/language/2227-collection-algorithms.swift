// Compiler test style (stdlib): count(where:), Array(repeating:count:), contains sequence, firstRange via indices, chunking, windows via zip
let votes = ["yes", "no", "yes", "abstain", "yes", "no"]
print(votes.count(where: { $0 == "yes" }), votes.count(where: { $0.count > 3 }))

var board = Array(repeating: Array(repeating: ".", count: 3), count: 3)
board[1][1] = "X"
board[0][2] = "O"
for row in board { print(row.joined()) }
print(board.flatMap { $0 }.count(where: { $0 != "." }))

let samples = [3, 5, 4, 8, 12, 11, 15]
let deltas = zip(samples, samples.dropFirst()).map { $1 - $0 }
print(deltas, deltas.count(where: { $0 < 0 }))
let increasing = zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 }
print(increasing)

func chunks<T>(_ items: [T], size: Int) -> [[T]] {
    stride(from: 0, to: items.count, by: size).map { Array(items[$0..<Swift.min($0 + size, items.count)]) }
}
print(chunks(samples, size: 3), chunks([Int](), size: 2))

func windows(_ items: [Int], width: Int) -> [Int] {
    guard items.count >= width else { return [] }
    return (0...(items.count - width)).map { items[$0..<$0 + width].reduce(0, +) }
}
print(windows(samples, width: 3))

func indexOfSubsequence(_ haystack: [Int], _ needle: [Int]) -> Int? {
    haystack.indices.first { haystack[$0...].starts(with: needle) }
}
print(indexOfSubsequence(samples, [4, 8, 12]) as Any, indexOfSubsequence(samples, [8, 4]) as Any)

let nested = [[3, 1], [4, 1, 5], [9]]
print(nested.map { $0.max()! }, nested.max(by: { $0.count < $1.count })!, nested.joined().sorted())
print(samples.enumerated().max(by: { $0.element < $1.element })!.offset)
print(samples.indices.filter { samples[$0] % 2 == 0 })
let runningTotals = samples.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1) }
print(runningTotals)
print(Array(samples.reversed().enumerated().prefix(2)).map { "\($0.offset):\($0.element)" })
print([1, 2, 3].contains([2, 3]), Array("hello").contains(Array("ll")))

// expect: 3 1
// expect: ..O
// expect: .X.
// expect: ...
// expect: 2
// expect: [2, -1, 4, 4, -1, 4] 2
// expect: false
// expect: [[3, 5, 4], [8, 12, 11], [15]] []
// expect: [12, 17, 24, 31, 38]
// expect: Optional(2) nil
// expect: [3, 5, 9] [4, 1, 5] [1, 1, 3, 4, 5, 9]
// expect: 6
// expect: [2, 3, 4]
// expect: [3, 8, 12, 20, 32, 43, 58]
// expect: ["0:15", "1:11"]
// expect: true true
