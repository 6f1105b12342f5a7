// swift-algorithms style (chunked(by:) and chunked(on:)): a lazily computed collection of runs, with the start index cached at init
struct ChunkedBy<Base: Collection, Subject>: Collection {
    let base: Base
    let projection: (Base.Element) -> Subject
    let belongInSameGroup: (Subject, Subject) -> Bool
    private(set) var startIndex: Index

    struct Index: Comparable {
        let range: Range<Base.Index>
        static func < (lhs: Index, rhs: Index) -> Bool { lhs.range.lowerBound < rhs.range.lowerBound }
        static func == (lhs: Index, rhs: Index) -> Bool { lhs.range.lowerBound == rhs.range.lowerBound }
    }

    init(base: Base, projection: @escaping (Base.Element) -> Subject, belongInSameGroup: @escaping (Subject, Subject) -> Bool) {
        self.base = base
        self.projection = projection
        self.belongInSameGroup = belongInSameGroup
        self.startIndex = Index(range: base.startIndex..<base.startIndex)
        self.startIndex = Index(range: base.startIndex..<endOfChunk(from: base.startIndex))
    }

    func endOfChunk(from start: Base.Index) -> Base.Index {
        guard start != base.endIndex else { return start }
        var previous = projection(base[start])
        var i = base.index(after: start)
        while i != base.endIndex {
            let current = projection(base[i])
            if !belongInSameGroup(previous, current) { break }
            previous = current
            base.formIndex(after: &i)
        }
        return i
    }

    var endIndex: Index { Index(range: base.endIndex..<base.endIndex) }
    func index(after i: Index) -> Index {
        Index(range: i.range.upperBound..<endOfChunk(from: i.range.upperBound))
    }
    subscript(i: Index) -> Base.SubSequence { base[i.range] }
}

extension Collection {
    func chunked(by belongInSameGroup: @escaping (Element, Element) -> Bool) -> ChunkedBy<Self, Element> {
        ChunkedBy(base: self, projection: { $0 }, belongInSameGroup: belongInSameGroup)
    }
    func chunked<Subject: Equatable>(on projection: @escaping (Element) -> Subject) -> [(Subject, SubSequence)] {
        ChunkedBy(base: self, projection: projection, belongInSameGroup: ==).map { (projection($0.first!), $0) }
    }
}

let readings = [1, 2, 3, 2, 3, 4, 5, 1, 1]
print(readings.chunked(by: <).map(Array.init))
print(readings.chunked(by: { abs($0 - $1) <= 1 }).count)
let names = ["Ann", "Amos", "Bea", "Ben", "Cy", "Abe"]
for (letter, group) in names.chunked(on: { $0.first! }) {
    print(letter, group.joined(separator: ","))
}
print("mississippi".chunked(by: ==).map { "\($0.first!)\($0.count)" }.joined())
print([Int]().chunked(by: <).isEmpty)

// expect: [[1, 2, 3], [2, 3, 4, 5], [1], [1]]
// expect: 2
// expect: A Ann,Amos
// expect: B Bea,Ben
// expect: C Cy
// expect: A Abe
// expect: m1i1s2i1s2i1p2i1
// expect: true
