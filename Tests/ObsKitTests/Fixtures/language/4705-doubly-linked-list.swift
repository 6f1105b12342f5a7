// Swift book style: doubly linked list with weak back-pointers, node handles and two iterators
final class DNode<T> {
    var value: T
    var next: DNode?
    weak var prev: DNode?
    init(_ value: T) { self.value = value }
}

final class DoublyLinkedList<T>: Sequence, CustomStringConvertible {
    private(set) var head: DNode<T>?
    private(set) weak var tail: DNode<T>?
    private(set) var count = 0

    @discardableResult
    func append(_ v: T) -> DNode<T> {
        let node = DNode(v)
        if let t = tail {
            t.next = node
            node.prev = t
        } else {
            head = node
        }
        tail = node
        count += 1
        return node
    }

    @discardableResult
    func insert(_ v: T, after node: DNode<T>) -> DNode<T> {
        guard node !== tail else { return append(v) }
        let new = DNode(v)
        new.next = node.next
        new.prev = node
        node.next?.prev = new
        node.next = new
        count += 1
        return new
    }

    func remove(_ node: DNode<T>) -> T {
        if let p = node.prev { p.next = node.next } else { head = node.next }
        if let n = node.next { n.prev = node.prev } else { tail = node.prev }
        node.next = nil
        count -= 1
        return node.value
    }

    func makeIterator() -> AnyIterator<T> {
        var cur = head
        return AnyIterator {
            defer { cur = cur?.next }
            return cur?.value
        }
    }

    var backwards: UnfoldSequence<T, DNode<T>?> {
        sequence(state: tail) { (state: inout DNode<T>?) -> T? in
            guard let n = state else { return nil }
            state = n.prev
            return n.value
        }
    }

    var description: String { "[" + map { "\($0)" }.joined(separator: " <-> ") + "]" }
}

let list = DoublyLinkedList<String>()
let a = list.append("a")
let c = list.append("c")
list.append("e")
list.insert("b", after: a)
let d = list.insert("d", after: c)
print(list, list.count)
print("backwards:", Array(list.backwards))
print("removed:", list.remove(d), list)
print("removed head:", list.remove(a), "head now:", list.head?.value ?? "-")
print("tail:", list.tail?.value ?? "-", "tail.prev:", list.tail?.prev?.value ?? "-")
list.insert("z", after: list.tail!)
print(list, Array(list.backwards).joined())

let nums = DoublyLinkedList<Int>()
var handles: [DNode<Int>] = []
for i in 1...6 { handles.append(nums.append(i)) }
for h in handles where h.value % 2 == 0 { _ = nums.remove(h) }
print(nums, "sum:", nums.reduce(0, +), "count:", nums.count)
print(Array(nums.backwards), nums.map { $0 * 100 })
var weakProbe: DNode<Int>? = nums.head
weak var weakTail = nums.tail
print("weak tail alive:", weakTail?.value ?? -1)
for h in handles where h.value % 2 == 1 { _ = nums.remove(h) }
weakProbe = nil
handles.removeAll()
print(nums, nums.count, "weak tail gone:", weakTail == nil)

// expect: [a <-> b <-> c <-> d <-> e] 5
// expect: backwards: ["e", "d", "c", "b", "a"]
// expect: removed: d [a <-> b <-> c <-> e]
// expect: removed head: a head now: b
// expect: tail: e tail.prev: c
// expect: [b <-> c <-> e <-> z] zecb
// expect: [1 <-> 3 <-> 5] sum: 9 count: 3
// expect: [5, 3, 1] [100, 300, 500]
// expect: weak tail alive: 5
// expect: [] 0 weak tail gone: true
