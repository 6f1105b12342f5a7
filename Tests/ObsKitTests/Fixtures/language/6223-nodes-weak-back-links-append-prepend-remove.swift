// Algorithm Club style (doubly linked list): nodes with weak back links, append/prepend/remove, forward and backward walks, and a description
final class DNode<T> {
    let value: T
    var next: DNode<T>?
    weak var previous: DNode<T>?
    init(value: T) { self.value = value }
}

final class DoublyLinkedList<T>: CustomStringConvertible {
    private(set) var head: DNode<T>?
    private(set) weak var tail: DNode<T>?

    var isEmpty: Bool { head == nil }

    func append(_ value: T) {
        let node = DNode(value: value)
        if let last = tail {
            last.next = node
            node.previous = last
        } else {
            head = node
        }
        tail = node
    }

    func prepend(_ value: T) {
        let node = DNode(value: value)
        node.next = head
        head?.previous = node
        head = node
        if tail == nil { tail = node }
    }

    func remove(_ node: DNode<T>) {
        let before = node.previous
        let after = node.next
        if let before = before { before.next = after } else { head = after }
        after?.previous = before
        if after == nil { tail = before }
        node.next = nil
    }

    func node(at index: Int) -> DNode<T>? {
        var cursor = head
        var i = 0
        while let node = cursor, i < index { cursor = node.next; i += 1 }
        return cursor
    }

    func backwards() -> [T] {
        var result: [T] = []
        var cursor = tail
        while let node = cursor { result.append(node.value); cursor = node.previous }
        return result
    }

    var description: String {
        var parts: [String] = []
        var cursor = head
        while let node = cursor { parts.append("\(node.value)"); cursor = node.next }
        return "[" + parts.joined(separator: " <-> ") + "]"
    }
}

let list = DoublyLinkedList<Int>()
print(list, list.isEmpty)
for n in [10, 20, 30] { list.append(n) }
list.prepend(5)
print(list)
print("backwards:", list.backwards())
if let middle = list.node(at: 2) { list.remove(middle) }
print(list, "tail:", list.tail?.value ?? -1)
if let last = list.tail { list.remove(last) }
print(list, "tail:", list.tail?.value ?? -1, "head prev nil:", list.head?.previous == nil)

// expect: [] true
// expect: [5 <-> 10 <-> 20 <-> 30]
// expect: backwards: [30, 20, 10, 5]
// expect: [5 <-> 10 <-> 30] tail: 30
// expect: [5 <-> 10] tail: 10 head prev nil: true
