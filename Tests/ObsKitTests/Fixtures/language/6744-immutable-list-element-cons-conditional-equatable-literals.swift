// Swift book style (recursive generic enum as a Sequence): an immutable List<Element> with cons, conditional Equatable and literals
indirect enum List<Element> {
    case empty
    case cons(Element, List<Element>)

    init<S: Sequence>(_ s: S) where S.Element == Element {
        self = s.reversed().reduce(.empty) { .cons($1, $0) }
    }

    func prepending(_ e: Element) -> List { .cons(e, self) }

    var head: Element? {
        if case let .cons(h, _) = self { return h }
        return nil
    }

    func map<U>(_ f: (Element) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(f(h), t.map(f))
        }
    }

    func reversed() -> List {
        var result = List.empty
        for e in self { result = result.prepending(e) }
        return result
    }
}

extension List: Sequence {
    struct Iterator: IteratorProtocol {
        var current: List
        mutating func next() -> Element? {
            guard case let .cons(h, t) = current else { return nil }
            current = t
            return h
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}

extension List: Equatable where Element: Equatable {}
extension List: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { self.init(elements) }
}
extension List: CustomStringConvertible {
    var description: String { "(" + map { "\($0)" }.joined(separator: " ") + ")" }
}

let xs: List = [1, 2, 3]
print(xs, xs.head!, Array(xs))
print(xs.prepending(0), xs.reversed())
print(xs.map { $0 * $0 }, xs.reduce(0, +))
print(xs == [1, 2, 3], xs == xs.reversed(), List<Int>.empty == [])
let words = List(["to", "be"]).map { $0.uppercased() }
print(words, words.contains("BE"), List<String>.empty.head == nil)
print(xs.filter { $0 != 2 }, xs.map(String.init).joined(separator: "-"))

// expect: (1 2 3) 1 [1, 2, 3]
// expect: (0 1 2 3) (3 2 1)
// expect: (1 4 9) 6
// expect: true false true
// expect: (TO BE) true true
// expect: [1, 3] 1-2-3
