// Apple docs style (sequence(state:next:)): sequences that carry mutable state
let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let current = state.0
    state = (state.1, state.0 + state.1)
    return current
}
print(Array(fib.prefix(12)))

// Stopping the sequence by returning nil
let firstLetters = sequence(state: "swift".makeIterator()) { iterator in
    iterator.next().map { Character($0.uppercased()) }
}
print(String(firstLetters))

// Interleaving two arrays with an index as state
func interleave<T>(_ a: [T], _ b: [T]) -> [T] {
    Array(sequence(state: 0) { (i: inout Int) -> T? in
        defer { i += 1 }
        let source = i.isMultiple(of: 2) ? a : b
        let index = i / 2
        return index < source.count ? source[index] : nil
    })
}
print(interleave([1, 3, 5], [2, 4, 6]))
print(interleave(["a", "b", "c"], ["x"]))

// A simple linear congruential generator: deterministic "random" values
struct LCG {
    var seed: UInt32
}
let numbers = sequence(state: LCG(seed: 42)) { gen -> UInt32? in
    gen.seed = gen.seed &* 1_103_515_245 &+ 12_345
    return (gen.seed >> 16) % 100
}
print(Array(numbers.prefix(6)))

// Running totals
let deposits = [100, -30, 45, -10, 200]
var it = deposits.makeIterator()
let balances = sequence(state: 0) { (total: inout Int) -> Int? in
    guard let d = it.next() else { return nil }
    total += d
    return total
}
print(Array(balances))

// Splitting words from text by hand with state
let text = "to be or not"
let tokens = sequence(state: text[...]) { (rest: inout Substring) -> Substring? in
    rest = rest.drop(while: { $0 == " " })
    guard !rest.isEmpty else { return nil }
    let word = rest.prefix(while: { $0 != " " })
    rest = rest.dropFirst(word.count)
    return word
}
print(tokens.map { $0.count }, tokens.map(String.init))

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: SWIFT
// expect: [1, 2, 3, 4, 5, 6]
// expect: ["a", "x", "b"]
// expect: [49, 1, 37, 29, 24, 61]
// expect: [100, 70, 115, 105, 305]
// expect: [2, 2, 2, 3] ["to", "be", "or", "not"]
