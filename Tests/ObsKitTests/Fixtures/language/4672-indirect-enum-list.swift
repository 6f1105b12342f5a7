// Swift book style: a persistent list as an indirect enum with recursive functions
indirect enum List<Element> {
    case empty
    case cons(Element, List<Element>)

    init<S: Sequence>(_ elements: S) where S.Element == Element {
        var result = List.empty
        for e in elements.reversed() {
            result = .cons(e, result)
        }
        self = result
    }

    var head: Element? {
        if case let .cons(h, _) = self { return h }
        return nil
    }

    var tail: List<Element> {
        switch self {
        case .empty: return .empty
        case .cons(_, let t): return t
        }
    }

    var count: Int {
        switch self {
        case .empty: return 0
        case .cons(_, let rest): return 1 + rest.count
        }
    }

    func map<U>(_ transform: (Element) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(transform(h), t.map(transform))
        }
    }

    func foldRight<R>(_ initial: R, _ combine: (Element, R) -> R) -> R {
        switch self {
        case .empty: return initial
        case let .cons(h, t): return combine(h, t.foldRight(initial, combine))
        }
    }

    func reversed() -> List<Element> {
        var result = List.empty
        var current = self
        while case let .cons(h, t) = current {
            result = .cons(h, result)
            current = t
        }
        return result
    }

    static func + (lhs: List, rhs: List) -> List {
        lhs.foldRight(rhs) { .cons($0, $1) }
    }
}

extension List: CustomStringConvertible {
    var description: String {
        var parts: [String] = []
        var current = self
        while case let .cons(h, t) = current {
            parts.append("\(h)")
            current = t
        }
        return "(" + parts.joined(separator: " ") + ")"
    }
}

extension List where Element: Comparable {
    func insertSorted(_ x: Element) -> List {
        switch self {
        case .empty: return .cons(x, .empty)
        case let .cons(h, t):
            return x <= h ? .cons(x, self) : .cons(h, t.insertSorted(x))
        }
    }
    func sorted() -> List {
        foldRight(List.empty) { $1.insertSorted($0) }
    }
}

let nums = List([3, 1, 4, 1, 5, 9, 2, 6])
print(nums)
print("count:", nums.count, "head:", nums.head ?? 0)
print("tail:", nums.tail)
print("doubled:", nums.map { $0 * 2 })
print("sum:", nums.foldRight(0, +))
print("reversed:", nums.reversed())
print("sorted:", nums.sorted())
let joined = List(["a", "b"]) + List(["c"])
print(joined, joined.count)
let empty = List<Int>.empty
print(empty, empty.head == nil, empty.tail.count)
print(List("hello").map { String($0).uppercased() })

// expect: (3 1 4 1 5 9 2 6)
// expect: count: 8 head: 3
// expect: tail: (1 4 1 5 9 2 6)
// expect: doubled: (6 2 8 2 10 18 4 12)
// expect: sum: 31
// expect: reversed: (6 2 9 5 1 4 1 3)
// expect: sorted: (1 1 2 3 4 5 6 9)
// expect: (a b c) 3
// expect: () true 0
// expect: (H E L L O)
