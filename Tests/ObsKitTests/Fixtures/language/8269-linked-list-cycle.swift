// LeetCode style: Floyd cycle detection with === identity, cycle start, and middle node
class ListNode {
    var val: Int
    var next: ListNode?
    init(_ val: Int) { self.val = val }
}

func buildCycle(_ values: [Int], pos: Int) -> ListNode? {
    let nodes = values.map { ListNode($0) }
    for i in 0..<max(0, nodes.count - 1) { nodes[i].next = nodes[i + 1] }
    if pos >= 0 && !nodes.isEmpty { nodes[nodes.count - 1].next = nodes[pos] }
    return nodes.first
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

    func detectCycle(_ head: ListNode?) -> ListNode? {
        var slow = head, fast = head
        while let f = fast, let fn = f.next {
            slow = slow?.next
            fast = fn.next
            if slow === fast {
                var p = head
                while p !== slow {
                    p = p?.next
                    slow = slow?.next
                }
                return p
            }
        }
        return nil
    }

    func middleNode(_ head: ListNode?) -> ListNode? {
        var slow = head, fast = head
        while fast?.next != nil {
            slow = slow?.next
            fast = fast?.next?.next
        }
        return slow
    }
}

let sol = Solution()
let cases: [([Int], Int)] = [([3, 2, 0, -4], 1), ([1, 2], 0), ([1], -1), ([], -1), ([4, 5, 6, 7, 8], 4)]
for (vals, pos) in cases {
    let head = buildCycle(vals, pos: pos)
    let start = sol.detectCycle(head).map { String($0.val) } ?? "none"
    print("\(vals) pos=\(pos): cycle=\(sol.hasCycle(head)) start=\(start)")
}
print(sol.middleNode(buildCycle([1, 2, 3, 4, 5], pos: -1))!.val)
print(sol.middleNode(buildCycle([1, 2, 3, 4, 5, 6], pos: -1))!.val)

// expect: [3, 2, 0, -4] pos=1: cycle=true start=2
// expect: [1, 2] pos=0: cycle=true start=1
// expect: [1] pos=-1: cycle=false start=none
// expect: [] pos=-1: cycle=false start=none
// expect: [4, 5, 6, 7, 8] pos=4: cycle=true start=8
// expect: 3
// expect: 4
