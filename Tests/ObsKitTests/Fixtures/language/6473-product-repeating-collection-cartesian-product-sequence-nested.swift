// swift-algorithms style (cycled(times:) and product): a repeating collection and a cartesian product sequence with nested iterators
struct CycledTimes<Base: Collection>: Sequence {
    let base: Base
    let times: Int

    struct Iterator: IteratorProtocol {
        let base: Base
        var remaining: Int
        var index: Base.Index

        mutating func next() -> Base.Element? {
            guard remaining > 0, !base.isEmpty else { return nil }
            if index == base.endIndex {
                remaining -= 1
                guard remaining > 0 else { return nil }
                index = base.startIndex
            }
            defer { base.formIndex(after: &index) }
            return base[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(base: base, remaining: times, index: base.startIndex) }
    var underestimatedCount: Int { base.count * times }
}

struct Product2<A: Sequence, B: Collection>: Sequence {
    let a: A
    let b: B

    struct Iterator: IteratorProtocol {
        var outer: A.Iterator
        let b: B
        var current: A.Element?
        var inner: B.Index

        mutating func next() -> (A.Element, B.Element)? {
            if b.isEmpty { return nil }
            if current == nil || inner == b.endIndex {
                guard let nextOuter = outer.next() else { return nil }
                current = nextOuter
                inner = b.startIndex
            }
            defer { b.formIndex(after: &inner) }
            return (current!, b[inner])
        }
    }

    func makeIterator() -> Iterator {
        Iterator(outer: a.makeIterator(), b: b, current: nil, inner: b.startIndex)
    }
}

func product<A: Sequence, B: Collection>(_ a: A, _ b: B) -> Product2<A, B> { Product2(a: a, b: b) }

extension Collection {
    func cycled(times: Int) -> CycledTimes<Self> { CycledTimes(base: self, times: times) }
}

print(Array([1, 2, 3].cycled(times: 3)))
print(String("ab".cycled(times: 4)))
print(Array([Int]().cycled(times: 5)), Array([9].cycled(times: 0)))
print("estimate:", [1, 2].cycled(times: 4).underestimatedCount)

for (suit, rank) in product(["♠", "♥"], ["A", "K", "Q"]) {
    print(suit + rank, terminator: " ")
}
print()
let grid = product(0..<3, 0..<2).map { "(\($0),\($1))" }
print(grid.joined(separator: " "))
print(Array(product([1, 2], [String]())).count)
let sums = product(1...3, [10, 20]).map(+)
print("sums:", sums)

// expect: [1, 2, 3, 1, 2, 3, 1, 2, 3]
// expect: abababab
// expect: [] []
// expect: estimate: 8
// expect: ♠A ♠K ♠Q ♥A ♥K ♥Q 
// expect: (0,0) (0,1) (1,0) (1,1) (2,0) (2,1)
// expect: 0
// expect: sums: [11, 21, 12, 22, 13, 23]
