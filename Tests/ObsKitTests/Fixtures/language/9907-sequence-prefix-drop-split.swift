// Apple docs style (Sequence): prefix, drop, suffix and split(separator:)
let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
print("prefix(3):", numbers.prefix(3))
print("prefix(20):", numbers.prefix(20))
print("prefix(upTo: 4):", numbers.prefix(upTo: 4))
print("prefix(through: 4):", numbers.prefix(through: 4))
print("prefix(while: < 5):", numbers.prefix(while: { $0 < 5 }))
print("dropFirst():", numbers.dropFirst())
print("dropFirst(8):", numbers.dropFirst(8))
print("dropLast(7):", numbers.dropLast(7))
print("drop(while: < 8):", numbers.drop(while: { $0 < 8 }))
print("suffix(2):", numbers.suffix(2))
print("suffix(from: 7):", numbers.suffix(from: 7))

let line = "BLANCHE:   I don't want realism. I want magic!"
print(line.split(separator: " ").map(String.init))
print(line.split(separator: " ", maxSplits: 2).map(String.init))
print(line.split(separator: " ", omittingEmptySubsequences: false).count)

let readings = [3, 0, 4, 5, 0, 0, 7, 0]
print("split on 0:", readings.split(separator: 0).map(Array.init))
print("split keep empties:", readings.split(separator: 0, omittingEmptySubsequences: false).map(Array.init))
print("split maxSplits 1:", readings.split(separator: 0, maxSplits: 1).map(Array.init))
print("split whereSeparator multiple of 3:", numbers.split(whereSeparator: { $0 % 3 == 0 }).map(Array.init))

let sentence = "one two  three"
let pieces = sentence.split(separator: " ", omittingEmptySubsequences: false)
print("pieces:", pieces.map { $0.isEmpty ? "<>" : String($0) })

let data = [5, 5, 5, 2, 9, 9, 1]
var runs: [(Int, Int)] = []
var rest = data[...]
while let first = rest.first {
    let run = rest.prefix(while: { $0 == first })
    runs.append((first, run.count))
    rest = rest.dropFirst(run.count)
}
print("run-length:", runs.map { "\($0.0)x\($0.1)" }.joined(separator: " "))

let chunkSize = 4
var chunks: [[Int]] = []
var remaining = numbers[...]
while !remaining.isEmpty {
    chunks.append(Array(remaining.prefix(chunkSize)))
    remaining = remaining.dropFirst(chunkSize)
}
print("chunks of 4:", chunks)
print("starts(with:):", numbers.starts(with: [1, 2, 3]), numbers.starts(with: [2]))
print("elementsEqual after drop:", numbers.dropFirst(8).elementsEqual([9, 10]))
let header = "# Title\n\nBody text"
print("first line:", header.prefix(while: { $0 != "\n" }))
// expect: prefix(3): [1, 2, 3]
// expect: prefix(20): [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
// expect: prefix(upTo: 4): [1, 2, 3, 4]
// expect: prefix(through: 4): [1, 2, 3, 4, 5]
// expect: prefix(while: < 5): [1, 2, 3, 4]
// expect: dropFirst(): [2, 3, 4, 5, 6, 7, 8, 9, 10]
// expect: dropFirst(8): [9, 10]
// expect: dropLast(7): [1, 2, 3]
// expect: drop(while: < 8): [8, 9, 10]
// expect: suffix(2): [9, 10]
// expect: suffix(from: 7): [8, 9, 10]
// expect: ["BLANCHE:", "I", "don\'t", "want", "realism.", "I", "want", "magic!"]
// expect: ["BLANCHE:", "I", "don\'t want realism. I want magic!"]
// expect: 10
// expect: split on 0: [[3], [4, 5], [7]]
// expect: split keep empties: [[3], [4, 5], [], [7], []]
// expect: split maxSplits 1: [[3], [4, 5, 0, 0, 7, 0]]
// expect: split whereSeparator multiple of 3: [[1, 2], [4, 5], [7, 8], [10]]
// expect: pieces: ["one", "two", "<>", "three"]
// expect: run-length: 5x3 2x1 9x2 1x1
// expect: chunks of 4: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10]]
// expect: starts(with:): true false
// expect: elementsEqual after drop: true
// expect: first line: # Title
