// Stack Overflow style (linked list): a generic singly linked list with Sequence, ExpressibleByArrayLiteral and CustomStringConvertible
indirect enum LinkedList<Element> {
    case empty
    case node(Element, LinkedList<Element>)

    func cons(_ x: Element) -> LinkedList { .node(x, self) }

    var head: Element? {
        if case let .node(x, _) = self { return x }
        return nil
    }

    var reversed: LinkedList {
        var result = LinkedList.empty
        for x in self { result = result.cons(x) }
        return result
    }
}

extension LinkedList: Sequence {
    struct Iterator: IteratorProtocol {
        var current: LinkedList
        mutating func next() -> Element? {
            switch current {
            case .empty: return nil
            case let .node(x, rest): current = rest; return x
            }
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}

extension LinkedList: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self = elements.reversed().reduce(.empty) { $0.cons($1) }
    }
}

extension LinkedList: CustomStringConvertible {
    var description: String {
        "(" + map { String(describing: $0) }.joined(separator: " ") + ")"
    }
}

extension LinkedList where Element: Equatable {
    func contains(_ x: Element) -> Bool { contains { $0 == x } }
}

let list: LinkedList = [1, 2, 3, 4, 5]
print(list)
print(list.reversed, list.head as Any)
print(list.cons(0))
print(list.map { $0 * $0 }, list.reduce(0, +))
print(list.filter { $0 % 2 == 1 }, list.contains(3), list.contains(9))
let words: LinkedList<String> = ["a", "b"]
print(words, LinkedList<Int>.empty, LinkedList<Int>.empty.head as Any)
print(Array(list.lazy.map { $0 * 10 }.prefix(2)))
for (i, x) in words.enumerated() { print(i, x) }
print(list.min() ?? 0, list.max() ?? 0, list.first { $0 > 3 } ?? -1)
print(type(of: list), type(of: list.makeIterator()))

// expect: (1 2 3 4 5)
// expect: (5 4 3 2 1) Optional(1)
// expect: (0 1 2 3 4 5)
// expect: [1, 4, 9, 16, 25] 15
// expect: [1, 3, 5] true false
// expect: (a b) () nil
// expect: [10, 20]
// expect: 0 a
// expect: 1 b
// expect: 1 5 4
// expect: LinkedList<Int> Iterator
