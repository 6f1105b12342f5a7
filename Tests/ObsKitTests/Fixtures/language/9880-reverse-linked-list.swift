// LeetCode style: 206. Reverse Linked List (iterative and recursive) with class nodes

public class ListNode {
    public var val: Int
    public var next: ListNode?
    public init(_ val: Int) { self.val = val; self.next = nil }
    public init(_ val: Int, _ next: ListNode?) { self.val = val; self.next = next }
}

func makeList(_ values: [Int]) -> ListNode? {
    var head: ListNode? = nil
    for v in values.reversed() {
        head = ListNode(v, head)
    }
    return head
}

func toArray(_ head: ListNode?) -> [Int] {
    var result = [Int]()
    var node = head
    while let n = node {
        result.append(n.val)
        node = n.next
    }
    return result
}

class Solution {
    func reverseList(_ head: ListNode?) -> ListNode? {
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

    func reverseListRecursive(_ head: ListNode?) -> ListNode? {
        guard let head, let next = head.next else { return head }
        let newHead = reverseListRecursive(next)
        next.next = head
        head.next = nil
        return newHead
    }

    // 92. Reverse Linked List II: reverse positions left...right (1-indexed)
    func reverseBetween(_ head: ListNode?, _ left: Int, _ right: Int) -> ListNode? {
        let dummy = ListNode(0, head)
        var before = dummy
        for _ in 1..<left { before = before.next! }
        let start = before.next!
        for _ in 0..<(right - left) {
            let moved = start.next!
            start.next = moved.next
            moved.next = before.next
            before.next = moved
        }
        return dummy.next
    }

    // 876. Middle of the Linked List
    func middleNode(_ head: ListNode?) -> ListNode? {
        var slow = head, fast = head
        while fast?.next != nil {
            slow = slow?.next
            fast = fast?.next?.next
        }
        return slow
    }
}

let s = Solution()
for values in [[1, 2, 3, 4, 5], [1, 2], [], [7]] {
    let iter = toArray(s.reverseList(makeList(values)))
    let rec = toArray(s.reverseListRecursive(makeList(values)))
    print("\(values) -> \(iter) recursive: \(rec)")
}

print(toArray(s.reverseBetween(makeList([1, 2, 3, 4, 5]), 2, 4)))
print(toArray(s.reverseBetween(makeList([5]), 1, 1)))
print(toArray(s.reverseBetween(makeList([1, 2, 3]), 1, 3)))

print("middle of 1..5: \(s.middleNode(makeList([1, 2, 3, 4, 5]))!.val)")
print("middle of 1..6: \(s.middleNode(makeList([1, 2, 3, 4, 5, 6]))!.val)")

// Reversing twice gives back the original order, and nodes are reused (reference identity).
let original = makeList([10, 20, 30])
let firstNode = original
let back = s.reverseList(s.reverseList(original))
print("round trip: \(toArray(back)), same head node: \(back === firstNode)")
// expect: [1, 2, 3, 4, 5] -> [5, 4, 3, 2, 1] recursive: [5, 4, 3, 2, 1]
// expect: [1, 2] -> [2, 1] recursive: [2, 1]
// expect: [] -> [] recursive: []
// expect: [7] -> [7] recursive: [7]
// expect: [1, 4, 3, 2, 5]
// expect: [5]
// expect: [3, 2, 1]
// expect: middle of 1..5: 3
// expect: middle of 1..6: 4
// expect: round trip: [10, 20, 30], same head node: true
