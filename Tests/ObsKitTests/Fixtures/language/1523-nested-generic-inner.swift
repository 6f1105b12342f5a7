// Nested types inside a generic type: a node type nested in a generic linked stack, using the outer generic parameter.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Stack<Element> {
    final class Node {
        let value: Element
        let next: Node?
        init(value: Element, next: Node?) {
            self.value = value
            self.next = next
        }
    }

    struct Iterator: IteratorProtocol {
        var current: Node?
        mutating func next() -> Element? {
            guard let node = current else { return nil }
            current = node.next
            return node.value
        }
    }

    private var top: Node?
    private(set) var count = 0

    mutating func push(_ v: Element) {
        top = Node(value: v, next: top)
        count += 1
    }

    mutating func pop() -> Element? {
        guard let t = top else { return nil }
        top = t.next
        count -= 1
        return t.value
    }

    func makeIterator() -> Iterator { Iterator(current: top) }
}

extension Stack: Sequence {}

var s = Stack<String>()
for w in ["one", "two", "three"] { s.push(w) }
print(Array(s), s.count)
print(s.pop() ?? "-", s.count)
print(s.map { $0.uppercased() })
var nums = Stack<Int>()
nums.push(4); nums.push(5)
print(nums.reduce(0, +), nums.contains(4))
print(type(of: nums))

// expect: ["three", "two", "one"] 3
// expect: three 2
// expect: ["TWO", "ONE"]
// expect: 9 true
// expect: Stack<Int>
