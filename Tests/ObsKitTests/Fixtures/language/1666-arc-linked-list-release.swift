// ARC: a singly linked list released from the head frees every node in order; a weak `previous` pointer does not keep nodes alive.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Node {
    let value: Int
    var next: Node?
    weak var previous: Node?
    init(_ value: Int) { self.value = value }
    deinit { print("free \(value)") }
}

func makeList(_ values: [Int]) -> Node? {
    var head: Node?
    var tail: Node?
    for v in values {
        let n = Node(v)
        if let t = tail {
            t.next = n
            n.previous = t
        } else {
            head = n
        }
        tail = n
    }
    return head
}

var list = makeList([1, 2, 3, 4])
var walk = list
var values: [Int] = []
while let n = walk {
    values.append(n.value)
    walk = n.next
}
print(values)
print("prev of 3:", list?.next?.next?.previous?.value ?? -1)
print("dropping the first node")
list = list?.next
print("head is now", list!.value, "and its previous is", list!.previous?.value as Any)
print("dropping all")
list = nil
print("end")

// expect: [1, 2, 3, 4]
// expect: prev of 3: 2
// expect: dropping the first node
// expect: free 1
// expect: head is now 2 and its previous is nil
// expect: dropping all
// expect: free 2
// expect: free 3
// expect: free 4
// expect: end
