// Releasing the head of a singly linked list releases every node, head first.
class Node {
    let value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
    deinit { print("node \(value) deinit") }
}
var head: Node? = Node(1, next: Node(2, next: Node(3)))
var sum = 0
var cursor = head
while let n = cursor {
    sum += n.value
    cursor = n.next
}
print("sum", sum)
head = nil
print("list released")

// expect: sum 6
// expect: node 1 deinit
// expect: node 2 deinit
// expect: node 3 deinit
// expect: list released
