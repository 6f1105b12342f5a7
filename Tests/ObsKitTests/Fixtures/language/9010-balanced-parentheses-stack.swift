// Parentheses matching with a generic Stack, plus longest valid run and RPN evaluation
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    var peek: Element? { storage.last }
    mutating func push(_ e: Element) { storage.append(e) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack\(storage)" }
}

func isBalanced(_ s: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in s {
        switch ch {
        case "(", "[", "{":
            stack.push(ch)
        case ")", "]", "}":
            guard stack.pop() == pairs[ch] else { return false }
        default:
            continue
        }
    }
    return stack.isEmpty
}

func longestValid(_ s: String) -> Int {
    var stack = Stack<Int>()
    stack.push(-1)
    var best = 0
    for (i, ch) in s.enumerated() {
        if ch == "(" {
            stack.push(i)
        } else {
            stack.pop()
            if let top = stack.peek { best = max(best, i - top) } else { stack.push(i) }
        }
    }
    return best
}

enum RPNError: Error { case underflow, badToken(String) }

func evalRPN(_ tokens: [String]) throws -> Int {
    var stack = Stack<Int>()
    for t in tokens {
        if let n = Int(t) { stack.push(n); continue }
        guard let b = stack.pop(), let a = stack.pop() else { throw RPNError.underflow }
        switch t {
        case "+": stack.push(a + b)
        case "-": stack.push(a - b)
        case "*": stack.push(a * b)
        case "/": stack.push(a / b)
        default: throw RPNError.badToken(t)
        }
    }
    return stack.pop() ?? 0
}

for s in ["()[]{}", "([{}])", "(]", "([)]", "{[]", "let x = [1, (2 + 3)]"] {
    print("\(s): \(isBalanced(s) ? "balanced" : "unbalanced")")
}
print("longest valid:", [")()())", "(()", "", "()(())"].map(longestValid))
var s = Stack<String>(); s.push("a"); s.push("b"); print(s)
for expr in [["2", "1", "+", "3", "*"], ["4", "13", "5", "/", "+"], ["1", "+"], ["1", "2", "^"]] {
    do { print(expr.joined(separator: " "), "=", try evalRPN(expr)) }
    catch { print(expr.joined(separator: " "), "error:", error) }
}
// expect: ()[]{}: balanced
// expect: ([{}]): balanced
// expect: (]: unbalanced
// expect: ([)]: unbalanced
// expect: {[]: unbalanced
// expect: let x = [1, (2 + 3)]: balanced
// expect: longest valid: [4, 2, 0, 6]
// expect: Stack["a", "b"]
// expect: 2 1 + 3 * = 9
// expect: 4 13 5 / + = 6
// expect: 1 + error: underflow
// expect: 1 2 ^ error: badToken("^")
