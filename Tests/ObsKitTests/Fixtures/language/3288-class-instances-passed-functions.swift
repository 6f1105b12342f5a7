// Compiler test style: class instances passed to functions and inout class references
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}

func listValues(_ head: Node?) -> [Int] {
    var out: [Int] = []
    var cur = head
    while let n = cur {
        out.append(n.value)
        cur = n.next
    }
    return out
}

func doubleAll(_ head: Node?) {
    var cur = head
    while let n = cur { n.value *= 2; cur = n.next }
}

func replace(_ node: inout Node) {
    node = Node(node.value + 1000, next: node.next)
}

var head = Node(1, next: Node(2, next: Node(3)))
print(listValues(head))
doubleAll(head)
print(listValues(head))
let oldHead = head
replace(&head)
print(listValues(head))
print(oldHead.value, head === oldHead)
print(head.next === oldHead.next)

func reverse(_ head: Node?) -> Node? {
    var prev: Node? = nil
    var cur = head
    while let n = cur {
        let next = n.next
        n.next = prev
        prev = n
        cur = next
    }
    return prev
}
let r = reverse(head)
print(listValues(r))
print(listValues(oldHead))
// expect: [1, 2, 3]
// expect: [2, 4, 6]
// expect: [1002, 4, 6]
// expect: 2 false
// expect: true
// expect: [6, 4, 1002]
// expect: [2, 4, 1002]
