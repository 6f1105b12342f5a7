// LeetCode style (linked lists): ListNode built from an array, iterative and recursive reversal, merging two sorted lists with a dummy head
public class ListNode {
    public var val: Int
    public var next: ListNode?
    public init() { self.val = 0; self.next = nil }
    public init(_ val: Int) { self.val = val; self.next = nil }
    public init(_ val: Int, _ next: ListNode?) { self.val = val; self.next = next }
}

func buildList(_ values: [Int]) -> ListNode? {
    let dummy = ListNode()
    var tail = dummy
    for v in values {
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

    func reverseRecursive(_ head: ListNode?) -> ListNode? {
        guard let head = head, let next = head.next else { return head }
        let newHead = reverseRecursive(next)
        next.next = head
        head.next = nil
        return newHead
    }

    func mergeTwoLists(_ list1: ListNode?, _ list2: ListNode?) -> ListNode? {
        let dummy = ListNode(-1)
        var tail: ListNode? = dummy
        var a = list1, b = list2
        while let x = a, let y = b {
            if x.val <= y.val { tail?.next = x; a = x.next }
            else { tail?.next = y; b = y.next }
            tail = tail?.next
        }
        tail?.next = a ?? b
        return dummy.next
    }
}

let sol = Solution()
print(toArray(sol.reverseList(buildList([1, 2, 3, 4, 5]))))
print(toArray(sol.reverseRecursive(buildList([10, 20, 30]))))
print(toArray(sol.reverseList(nil)))
print(toArray(sol.mergeTwoLists(buildList([1, 2, 4]), buildList([1, 3, 4]))))
print(toArray(sol.mergeTwoLists(nil, buildList([0]))))

// expect: [5, 4, 3, 2, 1]
// expect: [30, 20, 10]
// expect: []
// expect: [1, 1, 2, 3, 4, 4]
// expect: [0]
