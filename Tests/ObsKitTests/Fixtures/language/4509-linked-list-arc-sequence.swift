// Swift book style: Automatic Reference Counting + Generics + Deinitialization + Protocols - doubly linked list with weak back-links, Sequence conformance, deinit tracing
final class ListNode<T> {
    var value: T
    var next: ListNode<T>?
    weak var previous: ListNode<T>?
    init(_ value: T) { self.value = value }
    deinit { print("free node \(value)") }
}
final class LinkedList<T>: Sequence {
    private(set) var head: ListNode<T>?
    private weak var tailRef: ListNode<T>?
    private(set) var count = 0
    var isEmpty: Bool { head == nil }
    func append(_ v: T) {
        let node = ListNode(v)
        if let tail = tailRef {
            tail.next = node
            node.previous = tail
        } else {
            head = node
        }
        tailRef = node
        count += 1
    }
    func prepend(_ v: T) {
        let node = ListNode(v)
        node.next = head
        head?.previous = node
        head = node
        if tailRef == nil { tailRef = node }
        count += 1
    }
    @discardableResult
    func removeFirst() -> T? {
        guard let h = head else { return nil }
        head = h.next
        head?.previous = nil
        if head == nil { tailRef = nil }
        count -= 1
        return h.value
    }
    func node(at index: Int) -> ListNode<T>? {
        var cur = head
        var i = 0
        while let c = cur, i < index { cur = c.next; i += 1 }
        return cur
    }
    func remove(_ node: ListNode<T>) {
        let prev = node.previous
        let next = node.next
        if let prev { prev.next = next } else { head = next }
        if let next { next.previous = prev } else { tailRef = prev }
        count -= 1
    }
    func backwards() -> [T] {
        var out: [T] = []
        var cur = tailRef
        while let c = cur { out.append(c.value); cur = c.previous }
        return out
    }
    struct Iterator: IteratorProtocol {
        var current: ListNode<T>?
        mutating func next() -> T? {
            defer { current = current?.next }
            return current?.value
        }
    }
    func makeIterator() -> Iterator { Iterator(current: head) }
    deinit { print("free list of \(count)") }
}
extension LinkedList: CustomStringConvertible {
    var description: String { "[" + map { "\($0)" }.joined(separator: " <-> ") + "]" }
}

do {
    let list = LinkedList<Int>()
    for i in 1...4 { list.append(i * 10) }
    list.prepend(5)
    print(list, list.count)
    print(list.backwards())
    print(list.map { $0 / 5 }, list.reduce(0, +), list.contains(30))
    if let n = list.node(at: 2) {
        print("removing \(n.value)")
        list.remove(n)
    }
    print("after remove:", list)
    print("removed first:", list.removeFirst() ?? -1)
    print(list, list.backwards())
    print("leaving scope")
}
print("---")
var names: LinkedList<String>? = LinkedList()
names!.append("x")
names!.append("y")
weak var weakHead = names!.head
print(weakHead?.value ?? "none", weakHead?.next?.previous?.value ?? "none")
names = nil
print(weakHead?.value ?? "none")
print("---")
let nums = LinkedList<Int>()
for v in [3, 1, 2] { nums.append(v) }
print(nums.sorted(), Array(nums.enumerated().map { "\($0.offset):\($0.element)" }))
while let v = nums.removeFirst() { print("popped \(v)") }
print(nums.isEmpty, nums.count, nums)

// expect: [5 <-> 10 <-> 20 <-> 30 <-> 40] 5
// expect: [40, 30, 20, 10, 5]
// expect: [1, 2, 4, 6, 8] 105 true
// expect: removing 20
// expect: free node 20
// expect: after remove: [5 <-> 10 <-> 30 <-> 40]
// expect: free node 5
// expect: removed first: 5
// expect: [10 <-> 30 <-> 40] [40, 30, 10]
// expect: leaving scope
// expect: free list of 3
// expect: free node 10
// expect: free node 30
// expect: free node 40
// expect: ---
// expect: x x
// expect: free list of 2
// expect: free node x
// expect: free node y
// expect: none
// expect: ---
// expect: [1, 2, 3] ["0:3", "1:1", "2:2"]
// expect: free node 3
// expect: popped 3
// expect: free node 1
// expect: popped 1
// expect: free node 2
// expect: popped 2
// expect: true 0 []
