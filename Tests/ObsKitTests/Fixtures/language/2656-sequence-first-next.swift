// Compiler test style: sequence(first:next:) and sequence(state:next:) with prefix and termination
let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(collatz.reduce(0) { c, _ in c + 1 }, collatz.max()!)
print(Array(sequence(first: "a") { $0.count < 4 ? $0 + "b" : nil }))

let infinite = sequence(first: 1) { $0 + 1 }
print(Array(infinite.prefix(5)), infinite.first(where: { $0 * $0 > 50 })!)
print(Array(infinite.lazy.filter { $0 % 7 == 0 }.prefix(3)))

let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let r = state.0
    state = (state.1, state.0 + state.1)
    return r
}
print(Array(fib.prefix(12)))

let text = "one two  three"
var idx = text.startIndex
let tokens = sequence(state: idx) { (i: inout String.Index) -> Substring? in
    while i < text.endIndex && text[i] == " " { i = text.index(after: i) }
    guard i < text.endIndex else { return nil }
    let start = i
    while i < text.endIndex && text[i] != " " { i = text.index(after: i) }
    return text[start..<i]
}
print(tokens.map { $0.uppercased() })
idx = text.endIndex
print(Array(sequence(first: 10, next: { _ in nil })))
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: 112 9232
// expect: ["a", "ab", "abb", "abbb"]
// expect: [1, 2, 3, 4, 5] 8
// expect: [7, 14, 21]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: ["ONE", "TWO", "THREE"]
// expect: [10]
