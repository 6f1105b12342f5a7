// linked-list
// expected output: swiftc 6.3.1 (Linux), run on this machine

final class Node<T> {
    var value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) { self.value = value; self.next = next }
}

struct LinkedList<T>: Sequence, CustomStringConvertible {
    private(set) var head: Node<T>?
    private(set) var count = 0

    init<S: Sequence>(_ s: S) where S.Element == T {
        for x in Array(s).reversed() { push(x) }
    }

    mutating func push(_ v: T) { head = Node(v, next: head); count += 1 }

    mutating func append(_ v: T) {
        let n = Node(v)
        count += 1
        guard var cur = head else { head = n; return }
        while let nx = cur.next { cur = nx }
        cur.next = n
    }

    mutating func removeFirst() -> T? {
        defer { if head != nil { head = head?.next; count -= 1 } }
        return head?.value
    }

    mutating func reverse() {
        var prev: Node<T>? = nil, cur = head
        while let c = cur { let nx = c.next; c.next = prev; prev = c; cur = nx }
        head = prev
    }

    func node(at i: Int) -> Node<T>? {
        var cur = head
        for _ in 0..<i { cur = cur?.next }
        return cur
    }

    func makeIterator() -> AnyIterator<T> {
        var cur = head
        return AnyIterator {
            defer { cur = cur?.next }
            return cur?.value
        }
    }

    var description: String { isEmptyList ? "[]" : map { "\($0)" }.joined(separator: " -> ") }
    var isEmptyList: Bool { head == nil }
}

var list = LinkedList([3, 1, 4, 1, 5])
print(list, "count:", list.count)
list.push(9)
list.append(2)
print(list, list.count)
print(list.removeFirst() ?? -1, list.removeFirst() ?? -1, list)
list.reverse()
print(list)
print(list.node(at: 2)?.value ?? -1, list.node(at: 40)?.value as Any)
print(list.reduce(0, +), list.max()!, list.sorted(), list.contains(4))
print(list.filter { $0 > 1 }, Array(list.prefix(2)))
var words = LinkedList(["x"])
_ = words.removeFirst()
print(words, words.count, words.removeFirst() as Any, words.count)
words.append("only")
print(words, words.count)
// sharing: LinkedList is a struct but nodes are classes
var l1 = LinkedList([1, 2, 3])
let l2 = l1
l1.node(at: 1)!.value = 20
print(l1, "|", l2)
l1.push(0)
print(l1, "|", l2, l1.count, l2.count)
func merge(_ a: LinkedList<Int>, _ b: LinkedList<Int>) -> LinkedList<Int> {
    var out = LinkedList<Int>([])
    let i = a.makeIterator(), j = b.makeIterator()
    var x = i.next(), y = j.next()
    while x != nil || y != nil {
        if let xv = x, y == nil || xv <= y! { out.append(xv); x = i.next() } else { out.append(y!); y = j.next() }
    }
    return out
}
print(merge(LinkedList([1, 4, 6]), LinkedList([2, 3, 7, 8])))

// expect: 3 -> 1 -> 4 -> 1 -> 5 count: 5
// expect: 9 -> 3 -> 1 -> 4 -> 1 -> 5 -> 2 7
// expect: 9 3 1 -> 4 -> 1 -> 5 -> 2
// expect: 2 -> 5 -> 1 -> 4 -> 1
// expect: 1 nil
// expect: 13 5 [1, 1, 2, 4, 5] true
// expect: [2, 5, 4] [2, 5]
// expect: [] 0 nil 0
// expect: only 1
// expect: 1 -> 20 -> 3 | 1 -> 20 -> 3
// expect: 0 -> 1 -> 20 -> 3 | 1 -> 20 -> 3 4 3
// expect: 1 -> 2 -> 3 -> 4 -> 6 -> 7 -> 8
