// LeetCode style: merge two sorted lists with a dummy head, and merge k lists by divide and conquer
public class ListNode {
    public var val: Int
    public var next: ListNode?
    public init(_ val: Int) { self.val = val; self.next = nil }
}

extension ListNode: CustomStringConvertible {
    public var description: String {
        var parts = [String]()
        var node: ListNode? = self
        while let n = node { parts.append("\(n.val)"); node = n.next }
        return parts.joined(separator: "->")
    }
}

func makeList(_ values: [Int]) -> ListNode? {
    var head: ListNode? = nil
    for v in values.reversed() {
        let node = ListNode(v)
        node.next = head
        head = node
    }
    return head
}

class Solution {
    func mergeTwoLists(_ list1: ListNode?, _ list2: ListNode?) -> ListNode? {
        let dummy = ListNode(-1)
        var tail = dummy
        var l1 = list1, l2 = list2
        while let a = l1, let b = l2 {
            if a.val <= b.val {
                tail.next = a
                l1 = a.next
            } else {
                tail.next = b
                l2 = b.next
            }
            tail = tail.next!
        }
        tail.next = l1 ?? l2
        return dummy.next
    }

    func mergeKLists(_ lists: [ListNode?]) -> ListNode? {
        if lists.isEmpty { return nil }
        if lists.count == 1 { return lists[0] }
        let mid = lists.count / 2
        let left = mergeKLists(Array(lists[..<mid]))
        let right = mergeKLists(Array(lists[mid...]))
        return mergeTwoLists(left, right)
    }
}

let sol = Solution()
print(sol.mergeTwoLists(makeList([1, 2, 4]), makeList([1, 3, 4]))!)
print(sol.mergeTwoLists(makeList([]), makeList([0]))!)
print(sol.mergeTwoLists(nil, nil) == nil)
let k = sol.mergeKLists([makeList([1, 4, 5]), makeList([1, 3, 4]), makeList([2, 6])])
print(k?.description ?? "empty")
print(sol.mergeKLists([])?.description ?? "empty")
print(sol.mergeKLists([nil, makeList([7])])?.description ?? "empty")

// expect: 1->1->2->3->4->4
// expect: 0
// expect: true
// expect: 1->1->2->3->4->4->5->6
// expect: empty
// expect: 7
