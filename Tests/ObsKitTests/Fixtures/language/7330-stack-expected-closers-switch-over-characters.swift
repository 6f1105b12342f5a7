// Exercism style (Matching Brackets): a stack of expected closers with a switch over characters
struct BracketPush {
    private static let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}"]

    static func paired(text: String) -> Bool {
        var expected: [Character] = []
        for ch in text {
            switch ch {
            case let open where pairs[open] != nil:
                expected.append(pairs[open]!)
            case ")", "]", "}":
                guard expected.popLast() == ch else { return false }
            default:
                continue
            }
        }
        return expected.isEmpty
    }

    static func depth(of text: String) -> Int {
        text.reduce(into: (current: 0, deepest: 0)) { state, ch in
            if pairs.keys.contains(ch) { state.current += 1 }
            if pairs.values.contains(ch) { state.current -= 1 }
            state.deepest = max(state.deepest, state.current)
        }.deepest
    }
}

let texts = [
    "[]", "", "[[", "}{", "{]", "{ }", "{[])", "{[]}", "{}[]", "([{}({}[])])",
    "{[)][]}", "([{])", "[({]})", "{}[", "[]]",
    "\\left(\\begin{array}{cc} \\frac{1}{3} & x\\\\ \\mathrm{e}^{x} &... x^2 \\end{array}\\right)",
]
for t in texts {
    print(BracketPush.paired(text: t) ? "paired  " : "unpaired", "depth \(BracketPush.depth(of: t))", t)
}

// expect: paired   depth 1 []
// expect: paired   depth 0 
// expect: unpaired depth 2 [[
// expect: unpaired depth 0 }{
// expect: unpaired depth 1 {]
// expect: paired   depth 1 { }
// expect: unpaired depth 2 {[])
// expect: paired   depth 2 {[]}
// expect: paired   depth 1 {}[]
// expect: paired   depth 4 ([{}({}[])])
// expect: unpaired depth 2 {[)][]}
// expect: unpaired depth 3 ([{])
// expect: unpaired depth 3 [({]})
// expect: unpaired depth 1 {}[
// expect: unpaired depth 1 []]
// expect: paired   depth 2 \left(\begin{array}{cc} \frac{1}{3} & x\\ \mathrm{e}^{x} &... x^2 \end{array}\right)
