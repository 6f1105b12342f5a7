// Swift stdlib test style (Collection APIs): a custom Collection gets index(_:offsetBy:), distance, first, count, map, split, sorted and slicing from default implementations
struct Countdown: Collection {
    let start: Int
    var startIndex: Int { 0 }
    var endIndex: Int { start + 1 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Int { start - position }
}

let c = Countdown(start: 5)
print(Array(c), c.count, c.isEmpty, c.first as Any)
print(c.map { $0 * 2 }, c.filter { $0 % 2 == 0 }, c.reduce(0, +))
print(c.contains(3), c.firstIndex(of: 2) as Any, c.min() as Any, c.max() as Any)
print(c.index(c.startIndex, offsetBy: 3), c.distance(from: 1, to: 4))
print(c.index(0, offsetBy: 10, limitedBy: c.endIndex) as Any, c.index(0, offsetBy: 2, limitedBy: c.endIndex) as Any)
print(Array(c.prefix(2)), Array(c.suffix(2)), Array(c.dropFirst(4)))
let slice = c[2...]
print(type(of: slice), slice.startIndex, Array(slice))
print(c.split(separator: 3).map(Array.init))
print(c.sorted(), c.reversed().map { $0 })
print(Array(c.indices), c.elementsEqual([5, 4, 3, 2, 1, 0]))
print(Countdown(start: -1).isEmpty, Array(Countdown(start: 0)))
print(c.lazy.map { -$0 }.first as Any, c.enumerated().map { $0.offset + $0.element })
print(zip(c, c.dropFirst()).map { "\($0)>\($1)" }.joined(separator: " "))

struct Pairs: Sequence, IteratorProtocol {
    var n = 0
    let limit: Int
    mutating func next() -> (Int, Int)? {
        guard n < limit else { return nil }
        defer { n += 1 }
        return (n, n * n)
    }
}
for (a, b) in Pairs(limit: 4) { print(a, b, terminator: "; ") }
print()
print(Pairs(limit: 5).map { $0.1 }, Pairs(limit: 3).underestimatedCount)
print(Array(Pairs(limit: 10).lazy.filter { $0.1 % 2 == 1 }.map { $0.0 }.prefix(3)))
var it = Pairs(limit: 2)
print(it.next() as Any, it.next() as Any, it.next() as Any)

// expect: [5, 4, 3, 2, 1, 0] 6 false Optional(5)
// expect: [10, 8, 6, 4, 2, 0] [4, 2, 0] 15
// expect: true Optional(3) Optional(0) Optional(5)
// expect: 3 3
// expect: nil Optional(2)
// expect: [5, 4] [1, 0] [1, 0]
// expect: Slice<Countdown> 2 [3, 2, 1, 0]
// expect: [[5, 4], [2, 1, 0]]
// expect: [0, 1, 2, 3, 4, 5] [0, 1, 2, 3, 4, 5]
// expect: [0, 1, 2, 3, 4, 5] true
// expect: true [0]
// expect: Optional(-5) [5, 5, 5, 5, 5, 5]
// expect: 5>4 4>3 3>2 2>1 1>0
// expect: 0 0; 1 1; 2 4; 3 9; 
// expect: [0, 1, 4, 9, 16] 0
// expect: [1, 3, 5]
// expect: Optional((0, 0)) Optional((1, 1)) nil
