// Swift book style (Generics): Stack<T> and Queue<T> with extensions, constrained methods and a bracket checker
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
    var count: Int { inbox.count + outbox.count }
}

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { top == item }
}

extension Stack: CustomStringConvertible {
    var description: String { "[" + items.map { "\($0)" }.joined(separator: ", ") + ">" }
}

func balanced(_ text: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in text {
        if "([{".contains(ch) {
            stack.push(ch)
        } else if let open = pairs[ch] {
            guard stack.isTop(open) else { return false }
            stack.pop()
        }
    }
    return stack.isEmpty
}

var s = Stack<String>()
for word in ["alpha", "beta", "gamma"] { s.push(word) }
print("Stack: \(s)")
print("Popped \(s.pop() ?? "nil"), top now \(s.top ?? "nil"), isTop(beta): \(s.isTop("beta"))")

var q = Queue<Int>()
for n in 1...4 { q.enqueue(n * 10) }
print("Dequeued \(q.dequeue()!) and \(q.dequeue()!)")
q.enqueue(50)
var rest: [Int] = []
while let n = q.dequeue() { rest.append(n) }
print("Remaining in order: \(rest), count \(q.count)")

for sample in ["{[()]}", "([)]", "((", "let x = [1, (2 + 3)] { }", ""] {
    print("\"\(sample)\" balanced: \(balanced(sample))")
}

func swapped<A, B>(_ pair: (A, B)) -> (B, A) { (pair.1, pair.0) }
let p = swapped((7, "seven"))
print("Swapped: \(p.0) \(p.1)")

// expect: Stack: [alpha, beta, gamma>
// expect: Popped gamma, top now beta, isTop(beta): true
// expect: Dequeued 10 and 20
// expect: Remaining in order: [30, 40, 50], count 0
// expect: "{[()]}" balanced: true
// expect: "([)]" balanced: false
// expect: "((" balanced: false
// expect: "let x = [1, (2 + 3)] { }" balanced: true
// expect: "" balanced: true
// expect: Swapped: seven 7
