// Rosetta-style task: Balanced brackets using a Character stack and a closing->opening map
enum BracketResult: Equatable {
    case balanced
    case unexpectedClose(Character, at: Int)
    case unclosed(Int)
}

func checkBrackets(_ text: String) -> BracketResult {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    let openers = Set(pairs.values)
    var stack: [Character] = []
    for (i, ch) in text.enumerated() {
        if openers.contains(ch) {
            stack.append(ch)
        } else if let expected = pairs[ch] {
            guard stack.last == expected else { return .unexpectedClose(ch, at: i) }
            stack.removeLast()
        }
    }
    return stack.isEmpty ? .balanced : .unclosed(stack.count)
}

let tests = ["", "[]", "][", "[][]", "][][", "[[][]]", "[]][[]", "{[()()]}", "f(a[0], {b: 2})", "((("]
for t in tests {
    let shown = t.isEmpty ? "(empty)" : t
    switch checkBrackets(t) {
    case .balanced:
        print("\(shown): OK")
    case let .unexpectedClose(c, at: pos):
        print("\(shown): unexpected '\(c)' at \(pos)")
    case .unclosed(let n):
        print("\(shown): \(n) unclosed")
    }
}

// Generate all balanced strings of 3 pairs
func generate(_ open: Int, _ close: Int, _ current: String, _ out: inout [String]) {
    if open == 0 && close == 0 { out.append(current); return }
    if open > 0 { generate(open - 1, close, current + "[", &out) }
    if close > open { generate(open, close - 1, current + "]", &out) }
}
var all: [String] = []
generate(3, 3, "", &all)
print("3 pairs: \(all.joined(separator: " "))")
print("All balanced: \(all.allSatisfy { checkBrackets($0) == .balanced })")

// expect: (empty): OK
// expect: []: OK
// expect: ][: unexpected ']' at 0
// expect: [][]: OK
// expect: ][][: unexpected ']' at 0
// expect: [[][]]: OK
// expect: []][[]: unexpected ']' at 2
// expect: {[()()]}: OK
// expect: f(a[0], {b: 2}): OK
// expect: (((: 3 unclosed
// expect: 3 pairs: [[[]]] [[][]] [[]][] [][[]] [][][]
// expect: All balanced: true
