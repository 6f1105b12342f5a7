// App code style: generic Stack<T> used for undo history and bracket matching
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }

    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack(\(items.map { "\($0)" }.joined(separator: ", ")))" }
}

extension Stack where Element: Equatable {
    func contains(_ element: Element) -> Bool { items.contains(element) }
}

func isBalanced(_ text: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in text {
        if "([{".contains(ch) {
            stack.push(ch)
        } else if let opener = pairs[ch] {
            guard stack.pop() == opener else { return false }
        }
    }
    return stack.isEmpty
}

var history = Stack<String>()
history.push("type 'Hello'")
history.push("bold")
history.push("delete word")
print(history)
if let last = history.pop() { print("Undo: \(last)") }
print("Top now: \(history.top ?? "none")")
print("Contains bold: \(history.contains("bold"))")
print("Count: \(history.count)")

for sample in ["(a[b]{c})", "(]", "((x)", "{[()()]}"] {
    print("\(sample) balanced: \(isBalanced(sample))")
}
// expect: Stack(type 'Hello', bold, delete word)
// expect: Undo: delete word
// expect: Top now: bold
// expect: Contains bold: true
// expect: Count: 2
// expect: (a[b]{c}) balanced: true
// expect: (] balanced: false
// expect: ((x) balanced: false
// expect: {[()()]} balanced: true
