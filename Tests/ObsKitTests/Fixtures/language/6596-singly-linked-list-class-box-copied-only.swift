// Advanced Swift style (linked list with copy-on-write): a singly linked list in a class box, copied only when isKnownUniquelyReferenced says it is shared
final class ListNode<Element> {
    var value: Element
    var next: ListNode<Element>?
    init(_ value: Element, next: ListNode<Element>? = nil) {
        self.value = value
        self.next = next
    }
}

struct CowList<Element> {
    private var head: ListNode<Element>?
    private(set) var copies = 0

    init() {}

    private mutating func makeUnique() {
        guard head != nil, !isKnownUniquelyReferenced(&head) else { return }
        var values: [Element] = []
        var cursor = head
        while let n = cursor { values.append(n.value); cursor = n.next }
        head = nil
        for v in values.reversed() { head = ListNode(v, next: head) }
        copies += 1
    }

    mutating func prepend(_ value: Element) {
        makeUnique()
        head = ListNode(value, next: head)
    }

    mutating func setFirst(_ value: Element) {
        makeUnique()
        head?.value = value
    }
}

extension CowList: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var cursor = head
        return AnyIterator {
            defer { cursor = cursor?.next }
            return cursor?.value
        }
    }
}

var a = CowList<Int>()
for n in [3, 2, 1] { a.prepend(n) }
print("a:", Array(a), "copies:", a.copies)

var b = a
b.setFirst(100)
print("a:", Array(a), "b:", Array(b))
print("a copies:", a.copies, "b copies:", b.copies)

b.prepend(0)
print("b:", Array(b), "b copies:", b.copies)

var c = a
a.prepend(-1)
c.prepend(-2)
print("a:", Array(a), "c:", Array(c))
print(a.copies, c.copies)
print(a.map { $0 * 2 }, c.reduce(0, +))

// expect: a: [1, 2, 3] copies: 0
// expect: a: [1, 2, 3] b: [100, 2, 3]
// expect: a copies: 0 b copies: 1
// expect: b: [0, 100, 2, 3] b copies: 1
// expect: a: [-1, 1, 2, 3] c: [-2, 1, 2, 3]
// expect: 1 0
// expect: [-2, 2, 4, 6] 4
