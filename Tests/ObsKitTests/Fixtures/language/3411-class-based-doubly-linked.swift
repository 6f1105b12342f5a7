// App code style: a class-based doubly linked list exposed as a Sequence through AnyIterator, with append/remove and CustomStringConvertible
final class Node<T> {
    var value: T
    var next: Node?
    weak var prev: Node?
    init(_ value: T) { self.value = value }
}

final class LinkedList<T>: Sequence, CustomStringConvertible {
    private var head: Node<T>?
    private var tail: Node<T>?
    private(set) var count = 0

    func append(_ value: T) {
        let node = Node(value)
        if let t = tail { t.next = node; node.prev = t } else { head = node }
        tail = node
        count += 1
    }

    func removeFirst() -> T? {
        guard let h = head else { return nil }
        head = h.next
        head?.prev = nil
        if head == nil { tail = nil }
        count -= 1
        return h.value
    }

    func makeIterator() -> AnyIterator<T> {
        var node = head
        return AnyIterator {
            defer { node = node?.next }
            return node?.value
        }
    }

    var backwards: AnySequence<T> {
        AnySequence { [tail] () -> AnyIterator<T> in
            var node = tail
            return AnyIterator {
                defer { node = node?.prev }
                return node?.value
            }
        }
    }

    var description: String { "[" + map { "\($0)" }.joined(separator: " <-> ") + "]" }
}

let todo = LinkedList<String>()
["wake", "code", "lunch", "review"].forEach(todo.append)
print(todo, todo.count)
print(Array(todo.backwards))
print(todo.removeFirst() ?? "-", todo)
todo.append("sleep")
print(todo.map { $0.count }, todo.contains("lunch"))
print(todo.sorted().first!, todo.enumerated().map { "\($0.offset)=\($0.element)" })
let nums = LinkedList<Int>()
for i in stride(from: 10, to: 0, by: -3) { nums.append(i) }
print(nums, nums.reduce(0, +), nums.backwards.map { $0 * 2 })
while let x = nums.removeFirst() { print("popped \(x), left \(nums.count)") }
print(nums, Array(nums.backwards).isEmpty)
// expect: [wake <-> code <-> lunch <-> review] 4
// expect: ["review", "lunch", "code", "wake"]
// expect: wake [code <-> lunch <-> review]
// expect: [4, 5, 6, 5] true
// expect: code ["0=code", "1=lunch", "2=review", "3=sleep"]
// expect: [10 <-> 7 <-> 4 <-> 1] 22 [2, 8, 14, 20]
// expect: popped 10, left 3
// expect: popped 7, left 2
// expect: popped 4, left 1
// expect: popped 1, left 0
// expect: [] true
