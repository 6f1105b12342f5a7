// Kodeco Swift Apprentice style (generics): a generic stack and queue with constraints, generic functions with where clauses
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    var peek: Element? { storage.last }
    mutating func push(_ e: Element) { storage.append(e) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack" + storage.description }
}

struct Queue<T> {
    private var inbox: [T] = []
    private var outbox: [T] = []
    mutating func enqueue(_ x: T) { inbox.append(x) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for x in items.dropFirst() where x > best { best = x }
    return best
}

func countMatches<C: Collection>(_ c: C, _ target: C.Element) -> Int where C.Element: Equatable {
    c.filter { $0 == target }.count
}

func isBalanced(_ s: String) -> Bool {
    var stack = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for ch in s {
        if "([{".contains(ch) { stack.push(ch) }
        else if let open = pairs[ch] {
            if stack.pop() != open { return false }
        }
    }
    return stack.isEmpty
}

var s = Stack<Int>()
for i in 1...4 { s.push(i * i) }
s.pop()
print(s, s.peek ?? -1)

var q = Queue<String>()
["a", "b", "c"].forEach { q.enqueue($0) }
print(q.dequeue() ?? "-", terminator: " ")
q.enqueue("d")
while let x = q.dequeue() { print(x, terminator: " ") }
print()

print(largest([3, 9, 2]) ?? 0, largest(["pear", "apple", "zucchini"]) ?? "", largest([Double]()) as Any)
print(countMatches("mississippi", "s"), countMatches([1, 2, 1, 1], 1))
for text in ["(a[b]{c})", "([)]", "((", ""] { print("\"\(text)\"", isBalanced(text)) }

// expect: Stack[1, 4, 9] 9
// expect: a b c d 
// expect: 9 zucchini nil
// expect: 4 3
// expect: "(a[b]{c})" true
// expect: "([)]" false
// expect: "((" false
// expect: "" true
