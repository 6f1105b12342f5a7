// Algorithm Club style (singly linked list): a generic class-based list with append, insert at index, remove, reverse, and a Sequence conformance
final class ListNode<Value> {
    var value: Value
    var next: ListNode<Value>?
    init(_ value: Value, next: ListNode<Value>? = nil) {
        self.value = value
        self.next = next
    }
}

struct SinglyList<Value>: Sequence {
    private(set) var head: ListNode<Value>?
    private(set) var count = 0

    mutating func append(_ value: Value) {
        let node = ListNode(value)
        count += 1
        guard var cursor = head else { head = node; return }
        while let next = cursor.next { cursor = next }
        cursor.next = node
    }

    mutating func insert(_ value: Value, at index: Int) {
        precondition(index >= 0 && index <= count)
        count += 1
        if index == 0 { head = ListNode(value, next: head); return }
        var cursor = head!
        for _ in 0..<(index - 1) { cursor = cursor.next! }
        cursor.next = ListNode(value, next: cursor.next)
    }

    @discardableResult
    mutating func remove(at index: Int) -> Value {
        precondition(index >= 0 && index < count)
        count -= 1
        if index == 0 {
            let value = head!.value
            head = head?.next
            return value
        }
        var cursor = head!
        for _ in 0..<(index - 1) { cursor = cursor.next! }
        let removed = cursor.next!
        cursor.next = removed.next
        return removed.value
    }

    mutating func reverse() {
        var previous: ListNode<Value>? = nil
        var current = head
        while let node = current {
            current = node.next
            node.next = previous
            previous = node
        }
        head = previous
    }

    func makeIterator() -> AnyIterator<Value> {
        var cursor = head
        return AnyIterator {
            defer { cursor = cursor?.next }
            return cursor?.value
        }
    }
}

var list = SinglyList<String>()
for word in ["alpha", "beta", "delta"] { list.append(word) }
list.insert("gamma", at: 2)
list.insert("omega", at: 0)
print(Array(list), list.count)
print("removed:", list.remove(at: 1))
list.reverse()
print(list.joined(separator: " -> "))
print(list.map { $0.count }, list.contains("gamma"))

// expect: ["omega", "alpha", "beta", "gamma", "delta"] 5
// expect: removed: alpha
// expect: delta -> gamma -> beta -> omega
// expect: [5, 5, 4, 5] true
