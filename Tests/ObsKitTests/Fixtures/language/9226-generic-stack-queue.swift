// generic-stack-queue
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Stack<Element>: CustomStringConvertible {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }
    mutating func push(_ x: Element) { items.append(x) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var description: String { "Stack" + items.map { "\($0)" }.joined(separator: "|") + "<top" }
}

struct Queue<Element>: CustomStringConvertible, ExpressibleByArrayLiteral {
    private var inbox: [Element] = [], outbox: [Element] = []
    init(arrayLiteral elements: Element...) { inbox = elements }
    var count: Int { inbox.count + outbox.count }
    var isEmpty: Bool { count == 0 }
    mutating func enqueue(_ x: Element) { inbox.append(x) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
    var description: String { "Queue(" + (outbox.reversed() + inbox).map { "\($0)" }.joined(separator: ", ") + ")" }
}

extension Stack: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var copy = self
        return AnyIterator { copy.pop() }
    }
}

func balanced(_ s: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var st = Stack<Character>()
    for ch in s {
        if "([{".contains(ch) { st.push(ch) }
        else if let open = pairs[ch] { if st.pop() != open { return false } }
    }
    return st.isEmpty
}

func evalRPN(_ expr: String) -> Int? {
    var st = Stack<Int>()
    for tok in expr.split(separator: " ") {
        if let n = Int(tok) { st.push(n); continue }
        guard let b = st.pop(), let a = st.pop() else { return nil }
        switch tok {
        case "+": st.push(a + b)
        case "-": st.push(a - b)
        case "*": st.push(a * b)
        case "/": if b == 0 { return nil }; st.push(a / b)
        default: return nil
        }
    }
    return st.count == 1 ? st.top : nil
}

var s = Stack<String>()
for w in ["a", "b", "c"] { s.push(w) }
print(s, s.count, s.top ?? "-")
print(s.pop()!, s)
print(Array(s), s.count)
print(["()", "([]{})", "(]", "((", "a(b)c"].map(balanced))
print(evalRPN("3 4 + 2 *") ?? -1, evalRPN("5 1 2 + 4 * + 3 -") ?? -1, evalRPN("1 +") as Any, evalRPN("4 0 /") as Any)
var q: Queue = [1, 2, 3]
q.enqueue(4)
print(q, q.count)
print(q.dequeue()!, q.dequeue()!)
q.enqueue(5)
print(q)
while let x = q.dequeue() { print("served", x) }
print(q.isEmpty, q.dequeue() as Any)
var hot = Queue<String>()
var names = ["A", "B", "C", "D", "E"]
for n in names { hot.enqueue(n) }
var out: [String] = []
while hot.count > 1 {
    for _ in 0..<2 { hot.enqueue(hot.dequeue()!) }
    out.append(hot.dequeue()!)
}
names = out
print("eliminated:", names, "winner:", hot.dequeue()!)

// expect: Stacka|b|c<top 3 c
// expect: c Stacka|b<top
// expect: ["b", "a"] 2
// expect: [true, true, false, false, true]
// expect: 14 14 nil nil
// expect: Queue(1, 2, 3, 4) 4
// expect: 1 2
// expect: Queue(3, 4, 5)
// expect: served 3
// expect: served 4
// expect: served 5
// expect: true nil
// expect: eliminated: ["C", "A", "E", "B"] winner: D
