// LeetCode style: reverse a linked list iteratively, recursively, and between positions
public class ListNode {
    public var val: Int
    public var next: ListNode?
    public init() { self.val = 0; self.next = nil }
    public init(_ val: Int) { self.val = val; self.next = nil }
    public init(_ val: Int, _ next: ListNode?) { self.val = val; self.next = next }
}

func build(_ arr: [Int]) -> ListNode? {
    let dummy = ListNode()
    var tail = dummy
    for v in arr {
        tail.next = ListNode(v)
        tail = tail.next!
    }
    return dummy.next
}

func toArray(_ head: ListNode?) -> [Int] {
    var out = [Int]()
    var node = head
    while let n = node {
        out.append(n.val)
        node = n.next
    }
    return out
}

class Solution {
    func reverseList(_ head: ListNode?) -> ListNode? {
        var prev: ListNode? = nil
        var curr = head
        while curr != nil {
            let next = curr?.next
            curr?.next = prev
            prev = curr
            curr = next
        }
        return prev
    }

    func reverseListRecursive(_ head: ListNode?) -> ListNode? {
        guard let head = head, let next = head.next else { return head }
        let newHead = reverseListRecursive(next)
        next.next = head
        head.next = nil
        return newHead
    }

    func reverseBetween(_ head: ListNode?, _ left: Int, _ right: Int) -> ListNode? {
        let dummy = ListNode(0, head)
        var pre: ListNode = dummy
        for _ in 0..<(left - 1) { pre = pre.next! }
        let start = pre.next!
        for _ in 0..<(right - left) {
            let moved = start.next!
            start.next = moved.next
            moved.next = pre.next
            pre.next = moved
        }
        return dummy.next
    }
}

let sol = Solution()
print(toArray(sol.reverseList(build([1, 2, 3, 4, 5]))))
print(toArray(sol.reverseList(build([1, 2]))))
print(toArray(sol.reverseList(build([]))))
print(toArray(sol.reverseListRecursive(build([10, 20, 30]))))
print(toArray(sol.reverseBetween(build([1, 2, 3, 4, 5]), 2, 4)))
print(toArray(sol.reverseBetween(build([5]), 1, 1)))
print(toArray(sol.reverseBetween(build([3, 5]), 1, 2)))

// expect: [5, 4, 3, 2, 1]
// expect: [2, 1]
// expect: []
// expect: [30, 20, 10]
// expect: [1, 4, 3, 2, 5]
// expect: [5]
// expect: [5, 3]
