// swift/test/Interpreter style (generics): a singly linked list class with Sequence conformance, generic map and reverse
final class Node<T> {
    let value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) {
        self.value = value
        self.next = next
    }
}

struct LinkedList<T>: Sequence, CustomStringConvertible {
    private(set) var head: Node<T>?
    private(set) var count = 0

    init<S: Sequence>(_ items: S) where S.Element == T {
        for item in items.reversed() { push(item) }
    }

    mutating func push(_ v: T) {
        head = Node(v, next: head)
        count += 1
    }

    mutating func pop() -> T? {
        guard let h = head else { return nil }
        head = h.next
        count -= 1
        return h.value
    }

    func reversedList() -> LinkedList<T> {
        var r = LinkedList<T>([])
        for v in self { r.push(v) }
        return r
    }

    func makeIterator() -> AnyIterator<T> {
        var cur = head
        return AnyIterator {
            guard let c = cur else { return nil }
            cur = c.next
            return c.value
        }
    }

    var description: String {
        "[" + map { "\($0)" }.joined(separator: " -> ") + "]"
    }
}

var list = LinkedList([1, 2, 3, 4])
print(list, list.count)
list.push(0)
print(list)
print(list.pop() ?? -1, list.pop() ?? -1, list.count)
print(list.reversedList())
print(list.map { $0 * 10 }, list.filter { $0 % 2 == 1 })
print(list.reduce(0, +), list.contains(3), list.first(where: { $0 > 2 }) ?? 0)
let words = LinkedList("swift".map { String($0) })
print(words, words.reversedList().joined())
var empty = LinkedList<Double>([])
print(empty, empty.pop() as Any)
for (i, v) in list.enumerated() { print(i, v) }

// expect: [1 -> 2 -> 3 -> 4] 4
// expect: [0 -> 1 -> 2 -> 3 -> 4]
// expect: 0 1 3
// expect: [4 -> 3 -> 2]
// expect: [20, 30, 40] [3]
// expect: 9 true 3
// expect: [s -> w -> i -> f -> t] tfiws
// expect: [] nil
// expect: 0 2
// expect: 1 3
// expect: 2 4
