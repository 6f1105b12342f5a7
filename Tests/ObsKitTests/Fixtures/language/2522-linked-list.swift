// Puzzle style: interview singly linked list — build, reverse, middle node, cycle detection, Sequence conformance
final class ListNode {
    let value: Int
    var next: ListNode?
    init(_ value: Int, next: ListNode? = nil) {
        self.value = value
        self.next = next
    }
}

struct LinkedList: Sequence {
    var head: ListNode?

    init(_ values: [Int]) {
        for v in values.reversed() { head = ListNode(v, next: head) }
    }

    func makeIterator() -> AnyIterator<Int> {
        var current = head
        return AnyIterator {
            defer { current = current?.next }
            return current?.value
        }
    }

    mutating func reverse() {
        var previous: ListNode? = nil
        var current = head
        while let node = current {
            current = node.next
            node.next = previous
            previous = node
        }
        head = previous
    }

    var middle: Int? {
        var slow = head, fast = head
        while let f = fast?.next?.next {
            slow = slow?.next
            fast = f
        }
        return slow?.value
    }
}

func hasCycle(_ head: ListNode?) -> (Bool, Int?) {
    var slow = head, fast = head
    while let f = fast?.next?.next, let s = slow?.next {
        slow = s
        fast = f
        if s === f {
            var a = head, b: ListNode? = s
            while a !== b { a = a?.next; b = b?.next }
            return (true, a?.value)
        }
    }
    return (false, nil)
}

var list = LinkedList([1, 2, 3, 4, 5, 6, 7])
print("List: \(Array(list))")
print("Middle: \(list.middle!)")
list.reverse()
print("Reversed: \(list.map(String.init).joined(separator: " -> "))")
print("Sum: \(list.reduce(0, +)), evens: \(list.filter { $0 % 2 == 0 })")
print("Contains 4: \(list.contains(4)), max: \(list.max()!)")
print("Cycle in plain list: \(hasCycle(list.head))")

// wire the tail back to the node holding 4
var tail = list.head
var target: ListNode? = nil
while let node = tail, node.next != nil {
    if node.value == 4 { target = node }
    tail = node.next
}
tail?.next = target
let (cyclic, entry) = hasCycle(list.head)
print("Cycle after wiring: \(cyclic), entry \(entry.map(String.init) ?? "none")")
tail?.next = nil

var empty = LinkedList([])
empty.reverse()
print("Empty: \(Array(empty)), middle: \(String(describing: empty.middle))")
let zipped = zip(LinkedList([10, 20, 30]), list).map { $0 * $1 }
print("Zipped products: \(zipped)")
// expect: List: [1, 2, 3, 4, 5, 6, 7]
// expect: Middle: 4
// expect: Reversed: 7 -> 6 -> 5 -> 4 -> 3 -> 2 -> 1
// expect: Sum: 28, evens: [6, 4, 2]
// expect: Contains 4: true, max: 7
// expect: Cycle in plain list: (false, nil)
// expect: Cycle after wiring: true, entry 4
// expect: Empty: [], middle: nil
// expect: Zipped products: [70, 120, 150]
