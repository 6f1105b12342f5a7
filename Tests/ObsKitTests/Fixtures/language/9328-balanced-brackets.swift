// Checking balanced brackets with a stack, and reporting where it breaks
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum BracketResult: Equatable, CustomStringConvertible {
    case balanced
    case unexpectedClose(Character, at: Int)
    case mismatched(expected: Character, found: Character, at: Int)
    case unclosed(Character, openedAt: Int)

    var description: String {
        switch self {
        case .balanced: return "balanced"
        case let .unexpectedClose(c, i): return "unexpected '\(c)' at \(i)"
        case let .mismatched(e, f, i): return "expected '\(e)' but found '\(f)' at \(i)"
        case let .unclosed(c, i): return "'\(c)' opened at \(i) never closed"
        }
    }
}

let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}"]
let closers = Set(pairs.values)

func check(_ text: String) -> BracketResult {
    var stack: [(Character, Int)] = []
    var inString = false
    for (i, ch) in text.enumerated() {
        if ch == "\"" { inString.toggle(); continue }
        if inString { continue }
        if pairs[ch] != nil {
            stack.append((ch, i))
        } else if closers.contains(ch) {
            guard let (open, _) = stack.popLast() else { return .unexpectedClose(ch, at: i) }
            if pairs[open] != ch { return .mismatched(expected: pairs[open]!, found: ch, at: i) }
        }
    }
    if let (open, pos) = stack.last { return .unclosed(open, openedAt: pos) }
    return .balanced
}

let inputs = [
    "()",
    "([]{})",
    "func f() { let a = [1, 2]; print(a[0]) }",
    "(]",
    "([)]",
    "{[}",
    "))((",
    "print(\"(not counted\")",
    "",
]
for s in inputs {
    print("\(s.isEmpty ? "<empty>" : s) => \(check(s))")
}

func isBalancedSimple(_ s: String) -> Bool {
    var depth = 0
    for ch in s {
        if ch == "(" { depth += 1 }
        if ch == ")" { depth -= 1; if depth < 0 { return false } }
    }
    return depth == 0
}
print(["(()())", "(()", "())(", ""].map(isBalancedSimple))

func generateBalanced(_ n: Int) -> [String] {
    var out: [String] = []
    func build(_ s: String, _ open: Int, _ close: Int) {
        if s.count == 2 * n { out.append(s); return }
        if open < n { build(s + "(", open + 1, close) }
        if close < open { build(s + ")", open, close + 1) }
    }
    build("", 0, 0)
    return out
}
print(generateBalanced(3))
print("count for n=4: \(generateBalanced(4).count)")
// expect: () => balanced
// expect: ([]{}) => balanced
// expect: func f() { let a = [1, 2]; print(a[0]) } => balanced
// expect: (] => expected ')' but found ']' at 1
// expect: ([)] => expected ']' but found ')' at 2
// expect: {[} => expected ']' but found '}' at 2
// expect: ))(( => unexpected ')' at 0
// expect: print("(not counted") => balanced
// expect: <empty> => balanced
// expect: [true, false, false, true]
// expect: ["((()))", "(()())", "(())()", "()(())", "()()()"]
// expect: count for n=4: 14
