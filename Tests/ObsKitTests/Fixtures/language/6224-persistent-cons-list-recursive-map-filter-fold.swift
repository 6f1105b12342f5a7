// Textbook style (indirect enum list): a persistent cons list with recursive map, filter, fold, reversal and a description
indirect enum ConsList<Element> {
    case empty
    case cons(Element, ConsList<Element>)

    init<S: Sequence>(_ items: S) where S.Element == Element {
        var result = ConsList.empty
        for item in items.reversed() { result = .cons(item, result) }
        self = result
    }

    var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }

    func fold<R>(_ initial: R, _ combine: (R, Element) -> R) -> R {
        switch self {
        case .empty: return initial
        case let .cons(head, tail): return tail.fold(combine(initial, head), combine)
        }
    }

    func map<U>(_ transform: (Element) -> U) -> ConsList<U> {
        switch self {
        case .empty: return .empty
        case let .cons(head, tail): return .cons(transform(head), tail.map(transform))
        }
    }

    func filter(_ keep: (Element) -> Bool) -> ConsList<Element> {
        guard case let .cons(head, tail) = self else { return .empty }
        let rest = tail.filter(keep)
        return keep(head) ? .cons(head, rest) : rest
    }

    func reversed() -> ConsList<Element> {
        fold(ConsList.empty) { acc, x in .cons(x, acc) }
    }

    var count: Int { fold(0) { n, _ in n + 1 } }
}

extension ConsList: CustomStringConvertible {
    var description: String {
        let items = fold([String]()) { $0 + ["\($1)"] }
        return "(" + items.joined(separator: " ") + ")"
    }
}

let numbers = ConsList(1...6)
print(numbers, numbers.count)
print(numbers.map { $0 * $0 })
print(numbers.filter { $0 % 2 == 0 })
print(numbers.reversed())
print(numbers.fold(0, +), ConsList<Int>.empty.isEmpty, numbers.isEmpty)
let words = ConsList(["tree", "heap", "trie"]).map { $0.uppercased() }
print(words, words.reversed().fold("") { $0 + $1.prefix(1) })

// expect: (1 2 3 4 5 6) 6
// expect: (1 4 9 16 25 36)
// expect: (2 4 6)
// expect: (6 5 4 3 2 1)
// expect: 21 true false
// expect: (TREE HEAP TRIE) THT
