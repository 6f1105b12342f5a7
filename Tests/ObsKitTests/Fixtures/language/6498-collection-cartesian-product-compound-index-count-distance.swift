// swift-algorithms style (product as a Collection): a two-collection cartesian product with a compound index, count, distance and random-access-like offsets
struct Product2Collection<A: Collection, B: Collection>: Collection {
    let a: A
    let b: B

    struct Index: Comparable {
        let i: A.Index
        let j: B.Index
        static func < (l: Index, r: Index) -> Bool { (l.i, l.j) < (r.i, r.j) }
    }

    var startIndex: Index {
        b.isEmpty ? endIndex : Index(i: a.startIndex, j: b.startIndex)
    }
    var endIndex: Index { Index(i: a.endIndex, j: b.startIndex) }

    func index(after x: Index) -> Index {
        let nj = b.index(after: x.j)
        if nj == b.endIndex { return Index(i: a.index(after: x.i), j: b.startIndex) }
        return Index(i: x.i, j: nj)
    }

    subscript(x: Index) -> (A.Element, B.Element) { (a[x.i], b[x.j]) }

    var count: Int { a.count * b.count }

    func distance(from start: Index, to end: Index) -> Int {
        func flat(_ x: Index) -> Int {
            a.distance(from: a.startIndex, to: x.i) * b.count + b.distance(from: b.startIndex, to: x.j)
        }
        return flat(end) - flat(start)
    }
}

extension Product2Collection: BidirectionalCollection where A: BidirectionalCollection, B: BidirectionalCollection {
    func index(before x: Index) -> Index {
        if x.j == b.startIndex { return Index(i: a.index(before: x.i), j: b.index(before: b.endIndex)) }
        return Index(i: x.i, j: b.index(before: x.j))
    }
}

func product<A: Collection, B: Collection>(_ a: A, _ b: B) -> Product2Collection<A, B> {
    Product2Collection(a: a, b: b)
}

let sizes = ["S", "M", "L"]
let colors = ["red", "blue"]
let variants = product(sizes, colors)
print(variants.count, variants.map { "\($0)-\($1)" })
print(variants.last.map { "\($0.0)/\($0.1)" }!, variants.reversed().first!.0)
let mid = variants.index(variants.startIndex, offsetBy: 3)
print(variants[mid], variants.distance(from: mid, to: variants.endIndex))
print(product(1...3, "xy").filter { $0.0 != 2 }.map { "\($0)\($1)" }.joined(separator: " "))
print(product([Int](), [1, 2]).isEmpty, product([1, 2], [Int]()).count, product([1, 2], [Int]()).isEmpty)
let table = product(1...3, 1...3).lazy.filter { $0 <= $1 }.map { "\($0)x\($1)=\($0 * $1)" }
print(Array(table))
if let firstPair = variants.first(where: { $0.1 == "blue" && $0.0 != "S" }) { print(firstPair) }

// expect: 6 ["S-red", "S-blue", "M-red", "M-blue", "L-red", "L-blue"]
// expect: L/blue L
// expect: ("M", "blue") 3
// expect: 1x 1y 3x 3y
// expect: true 0 true
// expect: ["1x1=1", "1x2=2", "1x3=3", "2x2=4", "2x3=6", "3x3=9"]
// expect: ("M", "blue")
