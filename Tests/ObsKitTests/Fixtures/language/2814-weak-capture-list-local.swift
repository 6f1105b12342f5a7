// Compiler test style: [weak x] and [unowned x] capture lists on local objects
final class Node {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("free node \(id)") }
}

var n: Node? = Node(1)
let check = { [weak n] in print("weak n:", n?.id as Any) }
check()
n = nil
check()

var strongRef: Node? = Node(2)
let c2 = { [n2 = strongRef!] in print("captured copy keeps", n2.id) }
strongRef = nil
c2()
print("still alive above")

let keep = Node(3)
let c3 = { [unowned keep] in keep.id * 100 }
print(c3())

struct WeakBox<T: AnyObject> { weak var value: T? }
var boxes: [WeakBox<Node>] = []
var live: [Node] = [Node(4), Node(5), Node(6)]
for node in live { boxes.append(WeakBox(value: node)) }
live.remove(at: 1)
print(boxes.map { $0.value?.id ?? 0 })
live.removeAll()
print(boxes.compactMap { $0.value }.count)
// expect: weak n: Optional(1)
// expect: free node 1
// expect: weak n: nil
// expect: captured copy keeps 2
// expect: still alive above
// expect: 300
// expect: free node 5
// expect: [4, 0, 6]
// expect: free node 4
// expect: free node 6
// expect: 0
