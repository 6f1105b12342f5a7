// App code style: generic stack and queue structs used for bracket matching and a ticket line
struct Stack<T> {
    private var items: [T] = []
    mutating func push(_ x: T) { items.append(x) }
    mutating func pop() -> T? { items.popLast() }
    var peek: T? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}

struct Queue<T> {
    private var inbox: [T] = [], outbox: [T] = []
    mutating func enqueue(_ x: T) { inbox.append(x) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
    var count: Int { inbox.count + outbox.count }
}

func balanced(_ s: String) -> String {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var st = Stack<Character>()
    for (i, ch) in s.enumerated() {
        if "([{".contains(ch) { st.push(ch) }
        else if let open = pairs[ch] {
            guard st.pop() == open else { return "mismatch at \(i)" }
        }
    }
    return st.isEmpty ? "ok" : "unclosed \(st.count)"
}

for s in ["(a[b]{c})", "([)]", "((x)", "", "{[()()]}x)"] {
    print("\"\(s)\" -> \(balanced(s))")
}

var line = Queue<String>()
for name in ["Ann", "Bo", "Cy"] { line.enqueue(name) }
print("served \(line.dequeue() ?? "-")")
line.enqueue("Di")
while let n = line.dequeue() {
    print("served \(n), remaining \(line.count)")
}
print("empty dequeue: \(String(describing: line.dequeue()))")
// expect: "(a[b]{c})" -> ok
// expect: "([)]" -> mismatch at 2
// expect: "((x)" -> unclosed 1
// expect: "" -> ok
// expect: "{[()()]}x)" -> mismatch at 9
// expect: served Ann
// expect: served Bo, remaining 2
// expect: served Cy, remaining 1
// expect: served Di, remaining 0
// expect: empty dequeue: nil
