// Advanced Swift style (sequence functions): sequence(first:next:) and sequence(state:next:) for Collatz, powers and a word tokenizer
let collatz = sequence(first: 27) { n in n == 1 ? nil : (n % 2 == 0 ? n / 2 : 3 * n + 1) }
let steps = Array(collatz)
print(steps.count, steps.max()!, steps.prefix(6))
let powers = sequence(first: 1) { $0 * 2 }
print(Array(powers.prefix(11)))
print(powers.first { $0 > 1000 }!)
let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    defer { state = (state.1, state.0 + state.1) }
    return state.0
}
print(Array(fib.prefix(10)))
let text = "the quick  brown fox"
var words = sequence(state: text.startIndex) { (i: inout String.Index) -> Substring? in
    while i < text.endIndex && text[i] == " " { i = text.index(after: i) }
    guard i < text.endIndex else { return nil }
    let start = i
    while i < text.endIndex && text[i] != " " { i = text.index(after: i) }
    return text[start..<i]
}
print(words.map { $0.count })
print(type(of: collatz), type(of: fib))
let up = sequence(first: "a") { $0.count < 4 ? $0 + "a" : nil }
print(up.joined(separator: "|"))
var countDown = sequence(state: 3) { (n: inout Int) -> Int? in
    n -= 1
    return n >= 0 ? n : nil
}
print(countDown.next()!, Array(countDown))
let nodes = sequence(first: 100, next: { $0 > 10 ? $0 / 3 : nil })
print(nodes.reduce(into: [String]()) { $0.append("<\($1)>") }.joined())
// expect: 112 9232 [27, 82, 41, 124, 62, 31]
// expect: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]
// expect: 1024
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [3, 5, 5, 3]
// expect: UnfoldSequence<Int, (Optional<Int>, Bool)> UnfoldSequence<Int, (Int, Int)>
// expect: a|aa|aaa|aaaa
// expect: 2 [1, 0]
// expect: <100><33><11><3>
