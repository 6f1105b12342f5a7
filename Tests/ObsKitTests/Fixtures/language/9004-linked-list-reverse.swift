// Singly linked list: build, reverse, detect middle, merge two sorted lists
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class ListNode {
    var val: Int
    var next: ListNode?
    init(_ val: Int, _ next: ListNode? = nil) {
        self.val = val
        self.next = next
    }
}

func makeList(_ values: [Int]) -> ListNode? {
    var head: ListNode? = nil
    for v in values.reversed() {
        head = ListNode(v, head)
    }
    return head
}

func describe(_ head: ListNode?) -> String {
    var parts: [String] = []
    var node = head
    while let n = node {
        parts.append(String(n.val))
        node = n.next
    }
    return parts.isEmpty ? "(empty)" : parts.joined(separator: " -> ")
}

func reverse(_ head: ListNode?) -> ListNode? {
    var prev: ListNode? = nil
    var current = head
    while let node = current {
        let next = node.next
        node.next = prev
        prev = node
        current = next
    }
    return prev
}

func middle(_ head: ListNode?) -> Int? {
    var slow = head, fast = head
    while fast?.next != nil {
        slow = slow?.next
        fast = fast?.next?.next
    }
    return slow?.val
}

func merge(_ a: ListNode?, _ b: ListNode?) -> ListNode? {
    guard let a = a else { return b }
    guard let b = b else { return a }
    if a.val <= b.val {
        a.next = merge(a.next, b)
        return a
    } else {
        b.next = merge(a, b.next)
        return b
    }
}

let list = makeList([1, 2, 3, 4, 5])
print("original:", describe(list))
print("middle:", middle(list).map(String.init) ?? "nil")
let reversed = reverse(list)
print("reversed:", describe(reversed))
print("middle of even:", middle(makeList([1, 2, 3, 4])) ?? -1)
print("merged:", describe(merge(makeList([1, 3, 5, 7]), makeList([2, 3, 6]))))
print("empty:", describe(reverse(nil)))
// expect: original: 1 -> 2 -> 3 -> 4 -> 5
// expect: middle: 3
// expect: reversed: 5 -> 4 -> 3 -> 2 -> 1
// expect: middle of even: 3
// expect: merged: 1 -> 2 -> 3 -> 3 -> 5 -> 6 -> 7
// expect: empty: (empty)
