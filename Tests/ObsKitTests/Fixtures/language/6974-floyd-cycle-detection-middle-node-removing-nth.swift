// LeetCode style (linked lists, two pointers): Floyd cycle detection with ===, middle node, removing the nth node from the end, palindrome list and adding two numbers
public class ListNode {
    public var val: Int
    public var next: ListNode?
    public init(_ val: Int) { self.val = val; self.next = nil }
}

extension ListNode: CustomStringConvertible {
    public var description: String {
        var parts = [String]()
        var node: ListNode? = self
        while let n = node { parts.append(String(n.val)); node = n.next }
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
    func hasCycle(_ head: ListNode?) -> Bool {
        var slow = head, fast = head
        while fast != nil && fast?.next != nil {
            slow = slow?.next
            fast = fast?.next?.next
            if slow === fast { return true }
        }
        return false
    }

    func middleNode(_ head: ListNode?) -> ListNode? {
        var slow = head, fast = head
        while let f = fast, let ff = f.next {
            slow = slow?.next
            fast = ff.next
        }
        return slow
    }

    func removeNthFromEnd(_ head: ListNode?, _ n: Int) -> ListNode? {
        let dummy = ListNode(0)
        dummy.next = head
        var lead: ListNode? = dummy, trail: ListNode? = dummy
        for _ in 0...n { lead = lead?.next }
        while lead != nil { lead = lead?.next; trail = trail?.next }
        trail?.next = trail?.next?.next
        return dummy.next
    }

    func addTwoNumbers(_ l1: ListNode?, _ l2: ListNode?) -> ListNode? {
        let dummy = ListNode(0)
        var tail = dummy
        var a = l1, b = l2, carry = 0
        while a != nil || b != nil || carry != 0 {
            let sum = (a?.val ?? 0) + (b?.val ?? 0) + carry
            carry = sum / 10
            tail.next = ListNode(sum % 10)
            tail = tail.next!
            a = a?.next; b = b?.next
        }
        return dummy.next
    }
}

let sol = Solution()
let cyc = makeList([3, 2, 0, -4])!
cyc.next?.next?.next?.next = cyc.next
print(sol.hasCycle(cyc), sol.hasCycle(makeList([1, 2])), sol.hasCycle(nil))
print(sol.middleNode(makeList([1, 2, 3, 4, 5]))!, sol.middleNode(makeList([1, 2, 3, 4, 5, 6]))!)
print(sol.removeNthFromEnd(makeList([1, 2, 3, 4, 5]), 2)!, sol.removeNthFromEnd(makeList([1]), 1) == nil)
print(sol.addTwoNumbers(makeList([2, 4, 3]), makeList([5, 6, 4]))!)
print(sol.addTwoNumbers(makeList([9, 9, 9, 9]), makeList([9, 9]))!)

// expect: true false false
// expect: 3->4->5 4->5->6
// expect: 1->2->3->5 true
// expect: 7->0->8
// expect: 8->9->0->0->1
