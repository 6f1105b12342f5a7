// Course style (generics drill): generic Stack with push/pop/peek, used for bracket matching
struct Stack<Element> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    mutating func push(_ item: Element) {
        items.append(item)
    }

    @discardableResult
    mutating func pop() -> Element? {
        return items.popLast()
    }

    func peek() -> Element? {
        return items.last
    }
}

extension Stack: CustomStringConvertible {
    var description: String {
        return "Stack[" + items.map { "\($0)" }.joined(separator: ", ") + "] (top at right)"
    }
}

var numbers = Stack<Int>()
for n in [3, 1, 4, 1, 5] { numbers.push(n) }
print(numbers)
print("Count: \(numbers.count), top: \(numbers.peek()!)")
numbers.pop()
print("After pop top is \(numbers.peek() ?? 0)")
while let n = numbers.pop() {
    print("  popped \(n)")
}
print("Empty now? \(numbers.isEmpty), pop on empty: \(String(describing: numbers.pop()))")

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

for sample in ["(a[b]{c})", "([)]", "((", "{x: [1, 2]}", ""] {
    print("'\(sample)' balanced: \(isBalanced(sample))")
}

var words = Stack<String>()
"undo redo save".split(separator: " ").forEach { words.push(String($0)) }
print("Words stack top: \(words.peek() ?? "-"), size \(words.count)")

// expect: Stack[3, 1, 4, 1, 5] (top at right)
// expect: Count: 5, top: 5
// expect: After pop top is 1
// expect:   popped 1
// expect:   popped 4
// expect:   popped 1
// expect:   popped 3
// expect: Empty now? true, pop on empty: nil
// expect: '(a[b]{c})' balanced: true
// expect: '([)]' balanced: false
// expect: '((' balanced: false
// expect: '{x: [1, 2]}' balanced: true
// expect: '' balanced: true
// expect: Words stack top: save, size 3
