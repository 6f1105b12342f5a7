// Exercism style (Linked List): a generic doubly linked deque class with push/pop/shift/unshift and Sequence
final class Deque<T>: Sequence {
    private final class Node {
        let value: T
        var next: Node?
        weak var previous: Node?
        init(_ value: T) { self.value = value }
    }

    private var head: Node?
    private var tail: Node?
    private(set) var count = 0

    func push(_ value: T) {
        let node = Node(value)
        node.previous = tail
        tail?.next = node
        tail = node
        if head == nil { head = node }
        count += 1
    }

    func unshift(_ value: T) {
        let node = Node(value)
        node.next = head
        head?.previous = node
        head = node
        if tail == nil { tail = node }
        count += 1
    }

    func pop() -> T? {
        guard let node = tail else { return nil }
        tail = node.previous
        tail?.next = nil
        if tail == nil { head = nil }
        count -= 1
        return node.value
    }

    func shift() -> T? {
        guard let node = head else { return nil }
        head = node.next
        head?.previous = nil
        if head == nil { tail = nil }
        count -= 1
        return node.value
    }

    func makeIterator() -> AnyIterator<T> {
        var current = head
        return AnyIterator {
            defer { current = current?.next }
            return current?.value
        }
    }
}

let deque = Deque<Int>()
deque.push(10)
deque.push(20)
print(deque.pop()!, deque.pop()!, deque.pop() as Any)
deque.push(10); deque.push(20)
print(deque.shift()!, deque.shift()!)
deque.unshift(10); deque.unshift(20)
print(deque.shift()!, deque.shift()!)
for n in 1...5 { deque.push(n * n) }
deque.unshift(0)
print(Array(deque), "count", deque.count)
print("sum", deque.reduce(0, +), "evens", deque.filter { $0 % 2 == 0 })
_ = deque.pop(); _ = deque.shift()
print(deque.map(String.init).joined(separator: "<->"), "count", deque.count)
let words = Deque<String>()
["b", "c"].forEach(words.push)
words.unshift("a")
print(words.joined(), words.contains("c"))

// expect: 20 10 nil
// expect: 10 20
// expect: 20 10
// expect: [0, 1, 4, 9, 16, 25] count 6
// expect: sum 55 evens [0, 4, 16]
// expect: 1<->4<->9<->16 count 4
// expect: abc true
