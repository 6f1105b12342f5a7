// Generic Stack and Queue structs with mutating push/pop, peek, CustomStringConvertible and a bracket checker (expected output from swiftc 6.3.1 on Linux)
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }

    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack(" + items.map { "\($0)" }.joined(separator: ", ") + ")" }
}

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []

    var count: Int { inbox.count + outbox.count }

    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

func isBalanced(_ text: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in text {
        if "([{".contains(ch) {
            stack.push(ch)
        } else if let open = pairs[ch] {
            guard stack.pop() == open else { return false }
        }
    }
    return stack.isEmpty
}

var s = Stack<Int>()
for n in [4, 8, 15, 16] { s.push(n) }
print(s, "top:", s.top!, "count:", s.count)
s.pop()
print(s.pop()!, s)

var words = Stack<String>()
print(words.top ?? "empty", words.pop() == nil)

var q = Queue<String>()
["ann", "ben", "cy"].forEach { q.enqueue($0) }
print(q.dequeue()!, q.count)
q.enqueue("dot")
var served: [String] = []
while let next = q.dequeue() { served.append(next) }
print(served, q.count)

for sample in ["(a[b]{c})", "([)]", "{{}", "func f() { return [1, 2] }", ""] {
    print("\"\(sample)\" balanced: \(isBalanced(sample))")
}

// expect: Stack(4, 8, 15, 16) top: 16 count: 4
// expect: 15 Stack(4, 8)
// expect: empty true
// expect: ann 2
// expect: ["ben", "cy", "dot"] 0
// expect: "(a[b]{c})" balanced: true
// expect: "([)]" balanced: false
// expect: "{{}" balanced: false
// expect: "func f() { return [1, 2] }" balanced: true
// expect: "" balanced: true
