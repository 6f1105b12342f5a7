// WWDC style (linked list): manual nodes with UnsafeMutablePointer and free
struct ListNode {
    var value: Int
    var next: UnsafeMutablePointer<ListNode>?
}

func push(_ head: UnsafeMutablePointer<ListNode>?, _ v: Int) -> UnsafeMutablePointer<ListNode> {
    let node = UnsafeMutablePointer<ListNode>.allocate(capacity: 1)
    node.initialize(to: ListNode(value: v, next: head))
    return node
}
var head: UnsafeMutablePointer<ListNode>? = nil
for v in [3, 1, 4, 1, 5] { head = push(head, v) }

func walk(_ start: UnsafeMutablePointer<ListNode>?) -> [Int] {
    var out: [Int] = []
    var cur = start
    while let c = cur {
        out.append(c.pointee.value)
        cur = c.pointee.next
    }
    return out
}
print(walk(head))
var cur = head
while let c = cur { c.pointee.value *= 2; cur = c.pointee.next }
print(walk(head))
var freed = 0
while let c = head {
    head = c.pointee.next
    c.deinitialize(count: 1)
    c.deallocate()
    freed += 1
}
print("freed", freed, "empty", head == nil)
// expect: [5, 1, 4, 1, 3]
// expect: [10, 2, 8, 2, 6]
// expect: freed 5 empty true
