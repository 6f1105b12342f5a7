// Swift book style: generic Stack, Queue and ring-buffer Deque with protocol conformances
struct Stack<Element>: CustomStringConvertible {
    private var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var description: String { "Stack\(items)" }
}

struct Queue<Element>: CustomStringConvertible {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    mutating func enqueue(_ x: Element) { inbox.append(x) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
    var count: Int { inbox.count + outbox.count }
    var description: String { "Queue\(outbox.reversed() + inbox)" }
}

struct Deque<Element>: Sequence {
    private var buffer: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int = 4) { buffer = Array(repeating: nil, count: capacity) }

    private mutating func growIfNeeded() {
        guard count == buffer.count else { return }
        var newBuffer = [Element?](repeating: nil, count: buffer.count * 2)
        for i in 0..<count { newBuffer[i] = buffer[(head + i) % buffer.count] }
        buffer = newBuffer
        head = 0
    }
    mutating func pushBack(_ x: Element) {
        growIfNeeded()
        buffer[(head + count) % buffer.count] = x
        count += 1
    }
    mutating func pushFront(_ x: Element) {
        growIfNeeded()
        head = (head - 1 + buffer.count) % buffer.count
        buffer[head] = x
        count += 1
    }
    mutating func popFront() -> Element? {
        guard count > 0 else { return nil }
        let x = buffer[head]
        buffer[head] = nil
        head = (head + 1) % buffer.count
        count -= 1
        return x
    }
    mutating func popBack() -> Element? {
        guard count > 0 else { return nil }
        let i = (head + count - 1) % buffer.count
        let x = buffer[i]
        buffer[i] = nil
        count -= 1
        return x
    }
    func makeIterator() -> IndexingIterator<[Element]> {
        (0..<count).map { buffer[(head + $0) % buffer.count]! }.makeIterator()
    }
}

func isBalanced(_ s: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for c in s {
        if "([{".contains(c) { stack.push(c) }
        else if let open = pairs[c] {
            guard stack.pop() == open else { return false }
        }
    }
    return stack.isEmpty
}

var s = Stack<Int>()
[1, 2, 3].forEach { s.push($0) }
print(s, "top:", s.top!, "pop:", s.pop()!, s)
for expr in ["(a[b]{c})", "([)]", "((", ""] { print("\"\(expr)\"", isBalanced(expr)) }

var q = Queue<String>()
q.enqueue("a"); q.enqueue("b"); q.enqueue("c")
print(q, q.dequeue()!, q)
q.enqueue("d")
print(q, "count:", q.count)

var d = Deque<Int>(capacity: 2)
for i in 1...3 { d.pushBack(i) }
for i in 4...6 { d.pushFront(i * 10) }
print(Array(d), "count:", d.count)
print(d.popFront()!, d.popBack()!, Array(d))
print("sum:", d.reduce(0, +), "max:", d.max()!)
while d.popBack() != nil {}
print("empty:", Array(d), d.popFront() as Any)

// expect: Stack[1, 2, 3] top: 3 pop: 3 Stack[1, 2]
// expect: "(a[b]{c})" true
// expect: "([)]" false
// expect: "((" false
// expect: "" true
// expect: Queue["a", "b", "c"] a Queue["b", "c"]
// expect: Queue["b", "c", "d"] count: 3
// expect: [60, 50, 40, 1, 2, 3] count: 6
// expect: 60 3 [50, 40, 1, 2]
// expect: sum: 93 max: 50
// expect: empty: [] nil
