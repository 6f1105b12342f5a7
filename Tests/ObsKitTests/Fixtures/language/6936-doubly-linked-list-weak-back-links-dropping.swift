// Swift book style (linked list ownership): a doubly linked list with weak back links; dropping the head frees every node in order
class ListNode {
    let value: Int
    var next: ListNode?
    weak var previous: ListNode?
    init(_ value: Int) { self.value = value }
    deinit { print("free \(value)") }
}

class LinkedList {
    var head: ListNode?
    weak var tail: ListNode?
    func append(_ v: Int) {
        let node = ListNode(v)
        if let t = tail {
            t.next = node
            node.previous = t
        } else {
            head = node
        }
        tail = node
    }
    func forward() -> [Int] {
        var out: [Int] = []
        var cur = head
        while let c = cur { out.append(c.value); cur = c.next }
        return out
    }
    func backward() -> [Int] {
        var out: [Int] = []
        var cur = tail
        while let c = cur { out.append(c.value); cur = c.previous }
        return out
    }
    func removeFirst() {
        head = head?.next
        head?.previous = nil
        if head == nil { tail = nil }
    }
    deinit { print("list deinit") }
}

func build() {
    let list = LinkedList()
    for v in 1...4 { list.append(v) }
    print(list.forward(), list.backward())
    list.removeFirst()
    print(list.forward(), list.backward())
    print("tail is \(list.tail?.value ?? -1)")
}
build()
print("--")
var list: LinkedList? = LinkedList()
list!.append(10)
list!.append(20)
list = nil
print("end")

// expect: [1, 2, 3, 4] [4, 3, 2, 1]
// expect: free 1
// expect: [2, 3, 4] [4, 3, 2]
// expect: tail is 4
// expect: list deinit
// expect: free 2
// expect: free 3
// expect: free 4
// expect: --
// expect: list deinit
// expect: free 10
// expect: free 20
// expect: end
