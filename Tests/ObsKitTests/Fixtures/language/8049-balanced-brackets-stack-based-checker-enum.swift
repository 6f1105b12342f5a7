// Rosetta Code style (Balanced brackets): stack-based checker with an enum error and Result
enum BracketError: Error, CustomStringConvertible {
    case unexpected(Character, at: Int)
    case unclosed(Int)
    var description: String {
        switch self {
        case let .unexpected(c, at): return "unexpected '\(c)' at \(at)"
        case .unclosed(let n): return "\(n) unclosed"
        }
    }
}
let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
func check(_ s: String) -> Result<Int, BracketError> {
    var stack: [Character] = []
    var depth = 0
    for (i, ch) in s.enumerated() {
        if "([{".contains(ch) {
            stack.append(ch)
            depth = max(depth, stack.count)
        } else if let open = pairs[ch] {
            guard stack.popLast() == open else { return .failure(.unexpected(ch, at: i)) }
        }
    }
    return stack.isEmpty ? .success(depth) : .failure(.unclosed(stack.count))
}
let tests = ["", "[]", "][", "[][]", "][][", "[[][]]", "[]][[]", "{[()()]}", "((]", "(((", "a(b)c"]
for t in tests {
    switch check(t) {
    case .success(let d): print("\"\(t)\" OK (depth \(d))")
    case .failure(let e): print("\"\(t)\" NOT OK: \(e)")
    }
}
func generate(_ n: Int) -> [String] {
    if n == 0 { return [""] }
    return (0..<n).flatMap { k in generate(k).flatMap { a in generate(n - 1 - k).map { "[" + a + "]" + $0 } } }
}
let all = generate(3)
print(all)
print(all.allSatisfy { (try? check($0).get()) != nil })
// expect: "" OK (depth 0)
// expect: "[]" OK (depth 1)
// expect: "][" NOT OK: unexpected ']' at 0
// expect: "[][]" OK (depth 1)
// expect: "][][" NOT OK: unexpected ']' at 0
// expect: "[[][]]" OK (depth 2)
// expect: "[]][[]" NOT OK: unexpected ']' at 2
// expect: "{[()()]}" OK (depth 3)
// expect: "((]" NOT OK: unexpected ']' at 2
// expect: "(((" NOT OK: 3 unclosed
// expect: "a(b)c" OK (depth 1)
// expect: ["[][][]", "[][[]]", "[[]][]", "[[][]]", "[[[]]]"]
// expect: true
