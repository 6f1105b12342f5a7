// Swift book style (Enumerations, recursive): a persistent linked list as an indirect enum with Sequence conformance
indirect enum List<T> {
    case empty
    case node(T, List<T>)

    init<S: Sequence>(_ items: S) where S.Element == T {
        var list = List.empty
        for item in Array(items).reversed() { list = .node(item, list) }
        self = list
    }

    func prepending(_ value: T) -> List<T> { .node(value, self) }

    var count: Int {
        switch self {
        case .empty: return 0
        case .node(_, let rest): return 1 + rest.count
        }
    }

    func reversed() -> List<T> {
        var result = List.empty
        var cursor = self
        while case let .node(value, rest) = cursor {
            result = .node(value, result)
            cursor = rest
        }
        return result
    }
}

extension List: Sequence {
    struct Iterator: IteratorProtocol {
        var current: List<T>
        mutating func next() -> T? {
            guard case let .node(value, rest) = current else { return nil }
            current = rest
            return value
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}

extension List: CustomStringConvertible {
    var description: String { map { "\($0)" }.joined(separator: " -> ") + (count == 0 ? "nil" : " -> nil") }
}

let base = List([3, 5, 8])
let longer = base.prepending(1).prepending(0)
print("base:     \(base)")
print("longer:   \(longer)")
print("reversed: \(longer.reversed())")
print("count \(longer.count), sum \(longer.reduce(0, +)), max \(longer.max()!)")
print("evens: \(longer.filter { $0 % 2 == 0 })")
for (i, v) in List(["x", "y", "z"]).enumerated() { print("  item \(i): \(v)") }
let empty = List<Int>.empty
print("empty: \(empty), first: \(String(describing: empty.first(where: { _ in true })))")

func sumRecursive(_ list: List<Int>) -> Int {
    switch list {
    case .empty: return 0
    case let .node(head, tail): return head + sumRecursive(tail)
    }
}
print("recursive sum of 1...50: \(sumRecursive(List(1...50)))")

// expect: base:     3 -> 5 -> 8 -> nil
// expect: longer:   0 -> 1 -> 3 -> 5 -> 8 -> nil
// expect: reversed: 8 -> 5 -> 3 -> 1 -> 0 -> nil
// expect: count 5, sum 17, max 8
// expect: evens: [0, 8]
// expect:   item 0: x
// expect:   item 1: y
// expect:   item 2: z
// expect: empty: nil, first: nil
// expect: recursive sum of 1...50: 1275
