// generic Stack and Queue structs with mutating methods, plus a bracket checker (expected output from swiftc 6.3.1 on Linux)
struct Stack<Element> {
    private var storage: [Element] = []
    mutating func push(_ element: Element) { storage.append(element) }
    @discardableResult
    mutating func pop() -> Element? { storage.popLast() }
    func peek() -> Element? { storage.last }
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
}

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    mutating func enqueue(_ element: Element) { inbox.append(element) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
    var count: Int { inbox.count + outbox.count }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack\(storage)" }
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

var stack = Stack<Int>()
for n in 1...4 { stack.push(n * n) }
print(stack, "peek:", stack.peek()!)
stack.pop()
print("after pop:", stack, "count:", stack.count)

var queue = Queue<String>()
["Ana", "Ben", "Cy"].forEach { queue.enqueue($0) }
print("served:", queue.dequeue()!)
queue.enqueue("Dora")
var served: [String] = []
while let next = queue.dequeue() { served.append(next) }
print("rest:", served, "left:", queue.count)

for sample in ["(a[b]{c})", "((]", "{[()()]}", "(", "no brackets"] {
    print("\(sample.debugDescription) balanced: \(isBalanced(sample))")
}
// expect: Stack[1, 4, 9, 16] peek: 16
// expect: after pop: Stack[1, 4, 9] count: 3
// expect: served: Ana
// expect: rest: ["Ben", "Cy", "Dora"] left: 0
// expect: "(a[b]{c})" balanced: true
// expect: "((]" balanced: false
// expect: "{[()()]}" balanced: true
// expect: "(" balanced: false
// expect: "no brackets" balanced: true
