// Swift Forums style (Collection chunking): chunked(into:) returning ArraySlices of any collection
extension Collection {
    func chunked(into size: Int) -> [SubSequence] {
        precondition(size > 0, "size must be positive")
        var chunks: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            chunks.append(self[start..<end])
            start = end
        }
        return chunks
    }
}

let values = Array(1...10)
let groups = values.chunked(into: 3)
for group in groups {
    print(group, group.startIndex, group.endIndex)
}
print(groups.map { $0.reduce(0, +) })

let text = "abcdefghij"
print(text.chunked(into: 4).map(String.init))
print("".chunked(into: 2).count)

let range = 0..<7
print(range.chunked(into: 2))

let hex = "deadbeef"
let pairs = hex.chunked(into: 2).compactMap { UInt8($0, radix: 16) }
print(pairs)

let slice = values[4...]
let sliceChunks = slice.chunked(into: 4)
print(sliceChunks.map { Array($0) })
print(sliceChunks.first!.startIndex)

// expect: [1, 2, 3] 0 3
// expect: [4, 5, 6] 3 6
// expect: [7, 8, 9] 6 9
// expect: [10] 9 10
// expect: [6, 15, 24, 10]
// expect: ["abcd", "efgh", "ij"]
// expect: 0
// expect: [Range(0..<2), Range(2..<4), Range(4..<6), Range(6..<7)]
// expect: [222, 173, 190, 239]
// expect: [[5, 6, 7, 8], [9, 10]]
// expect: 4
