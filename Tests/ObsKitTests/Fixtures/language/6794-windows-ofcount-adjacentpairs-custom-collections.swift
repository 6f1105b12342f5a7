// Advanced Swift style (sliding windows): windows(ofCount:) and adjacentPairs() as custom Collections
struct Windows<Base: Collection>: Collection {
    let base: Base
    let size: Int

    struct Index: Comparable {
        var lower: Base.Index
        var upper: Base.Index
        static func < (lhs: Index, rhs: Index) -> Bool { lhs.lower < rhs.lower }
        static func == (lhs: Index, rhs: Index) -> Bool { lhs.lower == rhs.lower }
    }

    var startIndex: Index {
        guard let upper = base.index(base.startIndex, offsetBy: size, limitedBy: base.endIndex) else {
            return endIndex
        }
        return Index(lower: base.startIndex, upper: upper)
    }
    var endIndex: Index { Index(lower: base.endIndex, upper: base.endIndex) }

    subscript(position: Index) -> Base.SubSequence { base[position.lower..<position.upper] }

    func index(after i: Index) -> Index {
        if i.upper == base.endIndex { return endIndex }
        return Index(lower: base.index(after: i.lower), upper: base.index(after: i.upper))
    }
}

extension Collection {
    func windows(ofCount size: Int) -> Windows<Self> { Windows(base: self, size: size) }

    func adjacentPairs() -> Zip2Sequence<Self, SubSequence> { zip(self, dropFirst()) }
}

let temps = [12, 14, 13, 17, 21, 19]
for w in temps.windows(ofCount: 3) {
    print(Array(w), w.reduce(0, +))
}
print(temps.windows(ofCount: 3).count)
print(temps.windows(ofCount: 10).isEmpty)
print("hello".windows(ofCount: 2).map { String($0) })

let deltas = temps.adjacentPairs().map { $1 - $0 }
print(deltas)
print(temps.adjacentPairs().allSatisfy { $0 < $1 })
print((1...5).adjacentPairs().map { "\($0)-\($1)" }.joined(separator: ","))
let rising = temps.adjacentPairs().filter { $0.0 < $0.1 }.count
print("rising steps:", rising)

// expect: [12, 14, 13] 39
// expect: [14, 13, 17] 44
// expect: [13, 17, 21] 51
// expect: [17, 21, 19] 57
// expect: 4
// expect: true
// expect: ["he", "el", "ll", "lo"]
// expect: [2, -1, 4, 4, -2]
// expect: false
// expect: 1-2,2-3,3-4,4-5
// expect: rising steps: 3
