// Apple docs style (sequence(first:next:) / sequence(state:next:)): unfolding sequences from a seed
// Powers of two until overflow would happen.
let powers = sequence(first: 1) { $0 < 1 << 10 ? $0 * 2 : nil }
print("powers:", Array(powers))

// Collatz sequence
let collatz = sequence(first: 27) { n in
    n == 1 ? nil : (n % 2 == 0 ? n / 2 : 3 * n + 1)
}
let steps = Array(collatz)
print("collatz(27) length:", steps.count, "peak:", steps.max()!, "first 8:", Array(steps.prefix(8)))

// Walking up a tree of parents.
final class Node {
    let name: String
    let parent: Node?
    init(_ name: String, parent: Node? = nil) { self.name = name; self.parent = parent }
}
let root = Node("root")
let usr = Node("usr", parent: root)
let local = Node("local", parent: usr)
let bin = Node("bin", parent: local)
let path = sequence(first: bin, next: { $0.parent }).map(\.name)
print("ancestors:", path)
print("path:", "/" + path.reversed().dropFirst().joined(separator: "/"))

// sequence(state:next:) with a tuple state: Fibonacci
let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let result = state.0
    state = (state.1, state.0 + state.1)
    return result
}
print("fib:", Array(fib.prefix(12)))

// Tokenizer using index state
let text = "let x = 42 + y1"
let tokens = sequence(state: text.startIndex) { (i: inout String.Index) -> String? in
    while i < text.endIndex && text[i] == " " { i = text.index(after: i) }
    guard i < text.endIndex else { return nil }
    let start = i
    if text[i].isLetter || text[i].isNumber {
        while i < text.endIndex && (text[i].isLetter || text[i].isNumber) { i = text.index(after: i) }
    } else {
        i = text.index(after: i)
    }
    return String(text[start..<i])
}
print("tokens:", Array(tokens))

// Lazy evaluation: state closure only runs as much as needed.
var calls = 0
let naturals = sequence(state: 0) { (n: inout Int) -> Int? in
    calls += 1
    n += 1
    return n
}
let firstBig = naturals.first { $0 * $0 > 50 }
print("first with square > 50:", firstBig!, "next() calls:", calls)

// Cycling through a fixed list
let colors = ["red", "green", "blue"]
let cycle = sequence(state: 0) { (i: inout Int) -> String in
    defer { i = (i + 1) % colors.count }
    return colors[i]
}
print("cycle:", Array(cycle.prefix(7)))
print("zip with cycle:", zip(1...4, cycle).map { "\($0):\($1)" })

// expect: powers: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]
// expect: collatz(27) length: 112 peak: 9232 first 8: [27, 82, 41, 124, 62, 31, 94, 47]
// expect: ancestors: ["bin", "local", "usr", "root"]
// expect: path: /usr/local/bin
// expect: fib: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: tokens: ["let", "x", "=", "42", "+", "y1"]
// expect: first with square > 50: 8 next() calls: 8
// expect: cycle: ["red", "green", "blue", "red", "green", "blue", "red"]
// expect: zip with cycle: ["1:red", "2:green", "3:blue", "4:red"]
