// Rosetta Code style (balanced brackets): a stack checker for mixed bracket kinds reporting the first offending position
enum BracketResult: Equatable {
    case balanced
    case unexpected(Character, at: Int)
    case unclosed(Int)
}

let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{", ">": "<"]
let openers = Set(pairs.values)

func check(_ text: String) -> BracketResult {
    var stack: [Character] = []
    for (offset, ch) in text.enumerated() {
        if openers.contains(ch) {
            stack.append(ch)
        } else if let opener = pairs[ch] {
            guard stack.popLast() == opener else { return .unexpected(ch, at: offset) }
        }
    }
    return stack.isEmpty ? .balanced : .unclosed(stack.count)
}

func describe(_ r: BracketResult) -> String {
    switch r {
    case .balanced: return "OK"
    case let .unexpected(c, at: i): return "unexpected '\(c)' at \(i)"
    case .unclosed(let n): return "\(n) left open"
    }
}

let tests = ["", "[]", "][", "[][]", "][][", "[[][]]", "[]][[]", "{[(<>)]}", "{[(])}", "(((", "func f() { return [1, 2][0] }"]
for t in tests {
    print("\"\(t)\"".padding(30), describe(check(t)))
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

// generate all balanced strings of n pairs of square brackets
func generate(_ open: Int, _ close: Int, _ prefix: String, into out: inout [String]) {
    if open == 0 && close == 0 { out.append(prefix); return }
    if open > 0 { generate(open - 1, close + 1, prefix + "[", into: &out) }
    if close > 0 { generate(open, close - 1, prefix + "]", into: &out) }
}
var all: [String] = []
generate(3, 0, "", into: &all)
print(all.count, all.joined(separator: " "))
print(all.allSatisfy { check($0) == .balanced })

// expect: ""                             OK
// expect: "[]"                           OK
// expect: "]["                           unexpected ']' at 0
// expect: "[][]"                         OK
// expect: "][]["                         unexpected ']' at 0
// expect: "[[][]]"                       OK
// expect: "[]][[]"                       unexpected ']' at 2
// expect: "{[(<>)]}"                     OK
// expect: "{[(])}"                       unexpected ']' at 3
// expect: "((("                          3 left open
// expect: "func f() { return [1, 2][0] }" OK
// expect: 5 [[[]]] [[][]] [[]][] [][[]] [][][]
// expect: true
