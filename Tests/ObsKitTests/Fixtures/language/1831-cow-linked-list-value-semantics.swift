// Compiler test style: persistent linked list — a value-type list built on shared class nodes; prepending shares tails, copies never observe each other
final class ListNode<T> {
    let value: T
    let next: ListNode<T>?
    init(_ value: T, _ next: ListNode<T>?) { self.value = value; self.next = next }
}

struct List<T>: Sequence {
    private(set) var head: ListNode<T>?
    init() {}
    init(_ values: [T]) {
        for v in values.reversed() { head = ListNode(v, head) }
    }
    mutating func prepend(_ v: T) { head = ListNode(v, head) }
    mutating func removeFirst() -> T? {
        guard let h = head else { return nil }
        head = h.next
        return h.value
    }
    func makeIterator() -> AnyIterator<T> {
        var cursor = head
        return AnyIterator {
            guard let c = cursor else { return nil }
            cursor = c.next
            return c.value
        }
    }
    func sharesTail(with other: List<T>) -> Bool {
        var a = head
        while let x = a {
            var b = other.head
            while let y = b {
                if x === y { return true }
                b = y.next
            }
            a = x.next
        }
        return false
    }
}

var base = List([3, 4, 5])
var left = base
var right = base
left.prepend(2)
right.prepend(20)
right.prepend(10)
print("base:  \(Array(base))")
print("left:  \(Array(left))")
print("right: \(Array(right))")
print("left and right share a tail: \(left.sharesTail(with: right))")

var popped = base
let first = popped.removeFirst()
print("popped \(first!) -> \(Array(popped)); base still \(Array(base))")

var empty = List<String>()
print("empty removeFirst: \(empty.removeFirst() as Any)")
empty.prepend("only")
print("sum of lengths: \(empty.map(\.count).reduce(0, +))")
let words = List(["x", "yy", "zzz"])
print(words.filter { $0.count > 1 }.joined(separator: "+"))
print("lazy prefix: \(Array(left.lazy.map { $0 * $0 }.prefix(3)))")

// expect: base:  [3, 4, 5]
// expect: left:  [2, 3, 4, 5]
// expect: right: [10, 20, 3, 4, 5]
// expect: left and right share a tail: true
// expect: popped 3 -> [4, 5]; base still [3, 4, 5]
// expect: empty removeFirst: nil
// expect: sum of lengths: 4
// expect: yy+zzz
// expect: lazy prefix: [4, 9, 16]
