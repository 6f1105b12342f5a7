// App code style: singly linked list with classes, reversal, and Sequence conformance
final class Node<T> {
    var value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) { self.value = value; self.next = next }
}

final class LinkedList<T>: Sequence {
    var head: Node<T>?
    private(set) var count = 0

    func prepend(_ v: T) { head = Node(v, next: head); count += 1 }
    func append(_ v: T) {
        count += 1
        guard var cur = head else { head = Node(v); return }
        while let n = cur.next { cur = n }
        cur.next = Node(v)
    }
    func reverse() {
        var prev: Node<T>? = nil
        var cur = head
        while let c = cur {
            let nxt = c.next
            c.next = prev
            prev = c
            cur = nxt
        }
        head = prev
    }
    func makeIterator() -> AnyIterator<T> {
        var cur = head
        return AnyIterator {
            defer { cur = cur?.next }
            return cur?.value
        }
    }
}

extension LinkedList: CustomStringConvertible {
    var description: String { map { "\($0)" }.joined(separator: " -> ") + " -> nil" }
}

let list = LinkedList<Int>()
for i in 1...4 { list.append(i * 10) }
list.prepend(5)
print(list)
print("count \(list.count), sum \(list.reduce(0, +))")
list.reverse()
print(list)
print("evens: \(list.filter { $0 % 20 == 0 })")
let words = LinkedList<String>()
print("empty: \(words)")
words.append("x"); words.append("y")
print(words, words.count)
// expect: 5 -> 10 -> 20 -> 30 -> 40 -> nil
// expect: count 5, sum 105
// expect: 40 -> 30 -> 20 -> 10 -> 5 -> nil
// expect: evens: [40, 20]
// expect: empty:  -> nil
// expect: x -> y -> nil 2
