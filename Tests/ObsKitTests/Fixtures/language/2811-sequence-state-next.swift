// Compiler test style: sequence(first:next:) and sequence(state:next:) generators
let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))

func collatz(_ n: Int) -> [Int] {
    Array(sequence(first: n) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) })
}
print(collatz(6))
print(collatz(27).count, collatz(27).max()!)

let fibs = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let r = state.0
    state = (state.1, state.0 + state.1)
    return r
}
print(Array(fibs.prefix(12)))

let text = "alpha,beta,,gamma"
var idx = text.startIndex
let fields = sequence(state: text.startIndex) { (pos: inout String.Index) -> Substring? in
    guard pos <= text.endIndex, pos != text.endIndex || text.last == "," else { return nil }
    let end = text[pos...].firstIndex(of: ",") ?? text.endIndex
    let field = text[pos..<end]
    pos = end == text.endIndex ? text.endIndex : text.index(after: end)
    if end == text.endIndex && field.isEmpty { return nil }
    return field
}
print(fields.map { "[\($0)]" }.joined())

var pulled = 0
let naturals = sequence(first: 1) { pulled += 1; return $0 + 1 }
let firstSquares = naturals.lazy.map { $0 * $0 }.prefix { $0 < 50 }
print(Array(firstSquares), pulled)
let nodes = sequence(first: "a/b/c/d") { s in s.lastIndex(of: "/").map { String(s[..<$0]) } }
print(Array(nodes))
_ = idx
idx = text.endIndex
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: 112 9232
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [alpha][beta][][gamma]
// expect: [1, 4, 9, 16, 25, 36, 49] 7
// expect: ["a/b/c/d", "a/b/c", "a/b", "a"]
