// Objects: made, linked, read through properties and methods, and released.
final class Node {
    let value: Int
    var next: Node?
    init(value: Int, next: Node?) {
        self.value = value
        self.next = next
    }
    func weight() -> Int { value % 7 }
}
var head: Node? = nil
for value in 0..<100_000 {
    head = Node(value: value, next: head)
}
var total = 0
var cursor = head
while let node = cursor {
    total += node.weight()
    cursor = node.next
}
print(total)
