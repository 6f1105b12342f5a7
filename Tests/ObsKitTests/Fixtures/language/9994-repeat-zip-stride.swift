// Apple docs style (repeatElement / zip / stride): free functions that build sequences
let zeros = repeatElement(0, count: 5)
print("zeros:", Array(zeros), "count:", zeros.count, "type:", type(of: zeros))
let dashes = repeatElement("-", count: 12).joined()
print(dashes)
let row = repeatElement("ab", count: 3)
print("row[1]:", row[1], "joined:", row.joined(separator: "+"))

var board = [[String]](repeating: [String](repeating: ".", count: 4), count: 3)
board[1][2] = "X"
for r in board { print(r.joined(separator: " ")) }

let words = ["one", "two", "three", "four"]
let numbers = 1...3
for (word, number) in zip(words, numbers) {
    print("\(word): \(number)")
}
let zipped = Array(zip(words, numbers))
print("zip stops at shorter:", zipped.count)
print("unzip:", zipped.map(\.0), zipped.map(\.1))

let a = [1, 2, 3, 4]
let b = [10, 20, 30, 40]
print("dot product:", zip(a, b).map(*).reduce(0, +))
print("pairwise max:", zip([3, 9, 2], [5, 1, 8]).map(max))
let diffs = zip(a, a.dropFirst()).map { $1 - $0 }
print("adjacent diffs:", diffs)
let dict = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [1, 2]))
print("dict from zip:", dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let indexed = zip(words.indices, words).filter { $0.0 % 2 == 1 }.map(\.1)
print("odd positions:", indexed)

print("stride to:", Array(stride(from: 0, to: 10, by: 3)))
print("stride through:", Array(stride(from: 0, through: 9, by: 3)))
print("stride down:", Array(stride(from: 5, through: 1, by: -2)))
print("empty stride:", Array(stride(from: 0, to: 0, by: 1)))
print("wrong direction:", Array(stride(from: 0, to: 5, by: -1)))
print("double stride:", Array(stride(from: 1.0, to: 2.0, by: 0.3)))
let hours = stride(from: 0, to: 24, by: 6).map { h in (h < 10 ? "0" : "") + "\(h):00" }
print("hours:", hours)
let triangle = stride(from: 1, through: 4, by: 1).map { String(repeating: "*", count: $0) }
for line in triangle { print(line) }

// expect: zeros: [0, 0, 0, 0, 0] count: 5 type: Repeated<Int>
// expect: ------------
// expect: row[1]: ab joined: ab+ab+ab
// expect: . . . .
// expect: . . X .
// expect: . . . .
// expect: one: 1
// expect: two: 2
// expect: three: 3
// expect: zip stops at shorter: 3
// expect: unzip: ["one", "two", "three"] [1, 2, 3]
// expect: dot product: 300
// expect: pairwise max: [5, 9, 8]
// expect: adjacent diffs: [1, 1, 1]
// expect: dict from zip: ["x=1", "y=2"]
// expect: odd positions: ["two", "four"]
// expect: stride to: [0, 3, 6, 9]
// expect: stride through: [0, 3, 6, 9]
// expect: stride down: [5, 3, 1]
// expect: empty stride: []
// expect: wrong direction: []
// expect: double stride: [1.0, 1.3, 1.6, 1.9]
// expect: hours: ["00:00", "06:00", "12:00", "18:00"]
// expect: *
// expect: **
// expect: ***
// expect: ****
