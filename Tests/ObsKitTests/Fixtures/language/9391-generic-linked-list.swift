// generic singly linked list using an indirect enum, with Sequence conformance (expected output from swiftc 6.3.1 on Linux)
indirect enum LinkedList<Element> {
    case empty
    case node(Element, LinkedList<Element>)

    init<S: Sequence>(_ items: S) where S.Element == Element {
        self = .empty
        for item in items.reversed() {
            self = .node(item, self)
        }
    }

    func prepending(_ value: Element) -> LinkedList {
        .node(value, self)
    }

    var head: Element? {
        if case let .node(value, _) = self { return value }
        return nil
    }

    var reversedList: LinkedList {
        var result = LinkedList.empty
        for item in self { result = result.prepending(item) }
        return result
    }
}

extension LinkedList: Sequence {
    struct Iterator: IteratorProtocol {
        var current: LinkedList
        mutating func next() -> Element? {
            switch current {
            case .empty:
                return nil
            case let .node(value, rest):
                current = rest
                return value
            }
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}

extension LinkedList: CustomStringConvertible {
    var description: String {
        let parts = self.map { "\($0)" }
        return parts.isEmpty ? "(empty)" : parts.joined(separator: " -> ")
    }
}

let numbers = LinkedList([3, 1, 4, 1, 5])
print(numbers)
print("head: \(numbers.head ?? -1)")
print("count: \(numbers.reduce(0) { c, _ in c + 1 })")
print("sum: \(numbers.reduce(0, +))")
print("reversed: \(numbers.reversedList)")
let longer = numbers.prepending(9)
print("prepended: \(longer)")
print("original unchanged: \(numbers)")
let words = LinkedList(["swift", "is", "fun"])
print(words.map { $0.uppercased() })
print(words.contains("is"), words.contains("hard"))
let empty = LinkedList<Double>.empty
print(empty, empty.head as Any)
print(numbers.filter { $0 > 2 }.sorted())
// expect: 3 -> 1 -> 4 -> 1 -> 5
// expect: head: 3
// expect: count: 5
// expect: sum: 14
// expect: reversed: 5 -> 1 -> 4 -> 1 -> 3
// expect: prepended: 9 -> 3 -> 1 -> 4 -> 1 -> 5
// expect: original unchanged: 3 -> 1 -> 4 -> 1 -> 5
// expect: ["SWIFT", "IS", "FUN"]
// expect: true false
// expect: (empty) nil
// expect: [3, 4, 5]
