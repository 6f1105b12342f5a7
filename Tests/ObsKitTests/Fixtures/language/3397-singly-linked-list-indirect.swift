// App code style: a singly linked list (indirect enum) as a Sequence, with conditional Equatable and CustomStringConvertible
indirect enum LinkedList<Element> {
    case empty
    case node(Element, LinkedList<Element>)

    init<S: Sequence>(_ items: S) where S.Element == Element {
        var list = LinkedList.empty
        for item in items.reversed() { list = .node(item, list) }
        self = list
    }

    func prepending(_ value: Element) -> LinkedList { .node(value, self) }
}

extension LinkedList: Sequence {
    struct Iterator: IteratorProtocol {
        var current: LinkedList
        mutating func next() -> Element? {
            switch current {
            case .empty: return nil
            case let .node(value, rest):
                current = rest
                return value
            }
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}

extension LinkedList: Equatable where Element: Equatable {
    static func == (lhs: LinkedList, rhs: LinkedList) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension LinkedList: CustomStringConvertible {
    var description: String {
        "(" + map { "\($0)" }.joined(separator: " -> ") + ")"
    }
}

let list = LinkedList([1, 2, 3])
print(list)
let longer = list.prepending(0)
print(longer, longer.count(where: { _ in true }))
print(list == LinkedList([1, 2, 3]), list == longer)
print(Array(longer.filter { $0.isMultiple(of: 2) }))
print(longer.map { $0 * $0 })
print(LinkedList<String>.empty, LinkedList(["a"]))
let words = LinkedList(["swift", "list", "node"])
print(words.sorted(), words.contains("list"))
print("interpolated: \(words)")
print([list, LinkedList([9])])
extension Sequence {
    func count(where pred: (Element) -> Bool) -> Int {
        var n = 0
        for e in self where pred(e) { n += 1 }
        return n
    }
}
print(words.count(where: { $0.count == 4 }))
// expect: (1 -> 2 -> 3)
// expect: (0 -> 1 -> 2 -> 3) 4
// expect: true false
// expect: [0, 2]
// expect: [0, 1, 4, 9]
// expect: () (a)
// expect: ["list", "node", "swift"] true
// expect: interpolated: (swift -> list -> node)
// expect: [(1 -> 2 -> 3), (9)]
// expect: 2
