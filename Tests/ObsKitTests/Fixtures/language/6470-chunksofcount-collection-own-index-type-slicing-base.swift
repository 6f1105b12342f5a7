// swift-algorithms style (chunks(ofCount:)): a ChunksOfCount collection with its own index type, slicing its base lazily
struct ChunksOfCount<Base: Collection>: Collection {
    let base: Base
    let size: Int

    struct Index: Comparable {
        let lower: Base.Index
        let upper: Base.Index
        static func < (lhs: Index, rhs: Index) -> Bool { lhs.lower < rhs.lower }
        static func == (lhs: Index, rhs: Index) -> Bool { lhs.lower == rhs.lower }
    }

    init(base: Base, count: Int) {
        precondition(count > 0, "chunk size must be positive")
        self.base = base
        self.size = count
    }

    private func chunkEnd(from start: Base.Index) -> Base.Index {
        base.index(start, offsetBy: size, limitedBy: base.endIndex) ?? base.endIndex
    }

    var startIndex: Index { Index(lower: base.startIndex, upper: chunkEnd(from: base.startIndex)) }
    var endIndex: Index { Index(lower: base.endIndex, upper: base.endIndex) }

    subscript(position: Index) -> Base.SubSequence {
        precondition(position.lower != base.endIndex, "index out of range")
        return base[position.lower..<position.upper]
    }

    func index(after i: Index) -> Index {
        Index(lower: i.upper, upper: chunkEnd(from: i.upper))
    }
}

extension Collection {
    func chunks(ofCount count: Int) -> ChunksOfCount<Self> {
        ChunksOfCount(base: self, count: count)
    }
}

let numbers = Array(1...10)
for chunk in numbers.chunks(ofCount: 3) {
    print(Array(chunk))
}
let letters = "abcdefg"
print(letters.chunks(ofCount: 2).map(String.init))
print(numbers.chunks(ofCount: 4).count, numbers.chunks(ofCount: 20).count)
print([Int]().chunks(ofCount: 3).isEmpty)
let sums = numbers.chunks(ofCount: 3).map { $0.reduce(0, +) }
print("sums:", sums)
if let last = Array(numbers.chunks(ofCount: 3)).last {
    print("last chunk starts at index", last.startIndex)
}

// expect: [1, 2, 3]
// expect: [4, 5, 6]
// expect: [7, 8, 9]
// expect: [10]
// expect: ["ab", "cd", "ef", "g"]
// expect: 3 1
// expect: true
// expect: sums: [6, 15, 24, 10]
// expect: last chunk starts at index 9
