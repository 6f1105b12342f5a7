// App code style: singly linked list built from classes, with Sequence and CustomStringConvertible
final class ListNode<T> {
    var value: T
    var next: ListNode<T>?
    init(_ value: T, next: ListNode<T>? = nil) {
        self.value = value
        self.next = next
    }
}

struct LinkedList<T>: Sequence {
    private(set) var head: ListNode<T>?
    private(set) var count = 0

    var isEmpty: Bool { head == nil }

    mutating func prepend(_ value: T) {
        head = ListNode(value, next: head)
        count += 1
    }

    mutating func append(_ value: T) {
        let node = ListNode(value)
        guard var current = head else {
            head = node
            count += 1
            return
        }
        while let next = current.next { current = next }
        current.next = node
        count += 1
    }

    @discardableResult
    mutating func removeFirst() -> T? {
        guard let h = head else { return nil }
        head = h.next
        count -= 1
        return h.value
    }

    mutating func reverse() {
        var prev: ListNode<T>? = nil
        var current = head
        while let node = current {
            let next = node.next
            node.next = prev
            prev = node
            current = next
        }
        head = prev
    }

    func makeIterator() -> AnyIterator<T> {
        var current = head
        return AnyIterator {
            guard let node = current else { return nil }
            current = node.next
            return node.value
        }
    }
}

extension LinkedList: CustomStringConvertible {
    var description: String {
        isEmpty ? "[]" : map { "\($0)" }.joined(separator: " -> ")
    }
}

func middle<T>(of list: LinkedList<T>) -> T? {
    var slow = list.head
    var fast = list.head
    while let f = fast?.next?.next {
        fast = f
        slow = slow?.next
    }
    return slow?.value
}

var list = LinkedList<Int>()
print(list, list.count)
for i in 1...5 { list.append(i * 10) }
list.prepend(5)
print(list)
print("count:", list.count)
print("middle:", middle(of: list) ?? -1)
list.reverse()
print("reversed:", list)
if let first = list.removeFirst() { print("removed", first) }
print(list, "count", list.count)
print("sum:", list.reduce(0, +))
print("evens:", list.filter { $0 % 20 == 0 })
var words = LinkedList<String>()
["swift", "list", "node"].forEach { words.append($0) }
print(words.description.uppercased())
print(Array(words.lazy.map { $0.count }))

// expect: [] 0
// expect: 5 -> 10 -> 20 -> 30 -> 40 -> 50
// expect: count: 6
// expect: middle: 20
// expect: reversed: 50 -> 40 -> 30 -> 20 -> 10 -> 5
// expect: removed 50
// expect: 40 -> 30 -> 20 -> 10 -> 5 count 5
// expect: sum: 105
// expect: evens: [40, 20]
// expect: SWIFT -> LIST -> NODE
// expect: [5, 4, 4]
