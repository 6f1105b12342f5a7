// Compiler test style: sequence(first:next:) and sequence(state:next:) unfold sequences
let powers = sequence(first: 1) { $0 < 1000 ? $0 * 3 : nil }
print(Array(powers))

let collatz = sequence(first: 27) { n in n == 1 ? nil : (n % 2 == 0 ? n / 2 : 3 * n + 1) }
let steps = Array(collatz)
print(steps.count, steps.max() ?? 0, steps.prefix(6))

let halving = sequence(first: 100) { $0 / 2 }.prefix { $0 > 0 }
print(Array(halving))

let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let out = state.0
    state = (state.1, state.0 + state.1)
    return out
}
print(Array(fib.prefix(12)))
print(fib.first { $0 > 500 } ?? -1)

let text = "one,two,,three"
let fields = sequence(state: Optional(text[...])) { (rest: inout Substring?) -> Substring? in
    guard let r = rest else { return nil }
    if let comma = r.firstIndex(of: ",") {
        rest = r[r.index(after: comma)...]
        return r[..<comma]
    }
    rest = nil
    return r
}
print(fields.map { "[\($0)]" }.joined())

class Node {
    let v: Int
    let next: Node?
    init(_ v: Int, _ next: Node?) { self.v = v; self.next = next }
}
let list = Node(1, Node(2, Node(3, nil)))
print(sequence(first: list) { $0.next }.map { $0.v })

var counter = 0
let lazyCount = sequence(state: 0) { (s: inout Int) -> Int? in
    counter += 1
    s += 1
    return s <= 3 ? s * s : nil
}
print(counter)
print(lazyCount.reduce(0, +), counter)

// expect: [1, 3, 9, 27, 81, 243, 729, 2187]
// expect: 112 9232 [27, 82, 41, 124, 62, 31]
// expect: [100, 50, 25, 12, 6, 3, 1]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 610
// expect: [one][two][][three]
// expect: [1, 2, 3]
// expect: 0
// expect: 14 4
