// Advanced Swift style (a chunked collection adapter): Chunks wraps any Collection and presents fixed-size SubSequences as its elements, with its own index type
struct Chunks<Base: Collection>: Collection {
    let base: Base
    let size: Int

    struct Index: Comparable {
        let lower: Base.Index
        let upper: Base.Index
        static func < (a: Index, b: Index) -> Bool { a.lower < b.lower }
        static func == (a: Index, b: Index) -> Bool { a.lower == b.lower }
    }

    private func makeIndex(from lower: Base.Index) -> Index {
        let upper = base.index(lower, offsetBy: size, limitedBy: base.endIndex) ?? base.endIndex
        return Index(lower: lower, upper: upper)
    }

    var startIndex: Index { makeIndex(from: base.startIndex) }
    var endIndex: Index { Index(lower: base.endIndex, upper: base.endIndex) }
    func index(after i: Index) -> Index { makeIndex(from: i.upper) }
    subscript(i: Index) -> Base.SubSequence { base[i.lower..<i.upper] }
}

extension Collection {
    func chunks(of size: Int) -> Chunks<Self> {
        precondition(size > 0)
        return Chunks(base: self, size: size)
    }
}

let numbers = Array(1...10)
let pages = numbers.chunks(of: 3)
print(pages.count)
for page in pages {
    print(Array(page))
}
print(pages.map { $0.reduce(0, +) })
print(Array(pages[pages.index(pages.startIndex, offsetBy: 3)]), pages.first!.startIndex)

let letters = "abcdefghij"
print(letters.chunks(of: 4).map(String.init))
print(letters.chunks(of: 20).map(String.init), "".chunks(of: 2).isEmpty)

let pageIndex = pages.firstIndex { $0.contains(8) }!
print(Array(pages[pageIndex]), pages.distance(from: pages.startIndex, to: pageIndex))
print(pages.dropFirst(2).map { $0.count })
for (n, row) in "swiftlang".chunks(of: 3).enumerated() {
    print(n, row.uppercased())
}
let hex = [0xde, 0xad, 0xbe, 0xef, 0x01]
print(hex.chunks(of: 2).map { $0.map { String($0, radix: 16) }.joined() })

// expect: 4
// expect: [1, 2, 3]
// expect: [4, 5, 6]
// expect: [7, 8, 9]
// expect: [10]
// expect: [6, 15, 24, 10]
// expect: [10] 0
// expect: ["abcd", "efgh", "ij"]
// expect: ["abcdefghij"] true
// expect: [7, 8, 9] 2
// expect: [3, 1]
// expect: 0 SWI
// expect: 1 FTL
// expect: 2 ANG
// expect: ["dead", "beef", "1"]
