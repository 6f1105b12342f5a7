// Kodeco style (generic utilities): a generic Stack and a two-array Queue with Sequence conformance and peeking
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack" + items.map { "\($0)" }.description }
}

struct Queue<Element>: Sequence {
    private var inbox: [Element] = []
    private var outbox: [Element] = []

    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
    var count: Int { inbox.count + outbox.count }
    var front: Element? { outbox.last ?? inbox.first }

    mutating func enqueue(_ item: Element) { inbox.append(item) }

    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }

    func makeIterator() -> IndexingIterator<[Element]> {
        (outbox.reversed() + inbox).makeIterator()
    }
}

func isBalanced(_ text: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for c in text {
        if "([{".contains(c) { stack.push(c) }
        else if let open = pairs[c] {
            guard stack.pop() == open else { return false }
        }
    }
    return stack.isEmpty
}

var stack = Stack<Int>()
for n in [4, 8, 15] { stack.push(n) }
print(stack, stack.top ?? 0, stack.count)
stack.pop()
print(stack)
for s in ["(a[b]{c})", "(]", "((", "{[()()]}"] { print(s, isBalanced(s)) }

var queue = Queue<String>()
["ann", "ben", "cal"].forEach { queue.enqueue($0) }
print(queue.dequeue() ?? "-", queue.front ?? "-")
queue.enqueue("dee")
print(Array(queue), queue.count)
while let next = queue.dequeue() { print("serving \(next)") }
print(queue.isEmpty, queue.map { $0.uppercased() })

// expect: Stack["4", "8", "15"] 15 3
// expect: Stack["4", "8"]
// expect: (a[b]{c}) true
// expect: (] false
// expect: (( false
// expect: {[()()]} true
// expect: ann ben
// expect: ["ben", "cal", "dee"] 3
// expect: serving ben
// expect: serving cal
// expect: serving dee
// expect: true []
