// objc.io style (AnySequence, AnyIterator, sequence(first:next:), sequence(state:next:)): building sequences from closures without new types
func countdown(from n: Int) -> AnyIterator<Int> {
    var current = n
    return AnyIterator {
        guard current >= 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
print(Array(IteratorSequence(countdown(from: 5))))

let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0.isMultiple(of: 2) ? $0 / 2 : 3 * $0 + 1) }
print("collatz 27 steps:", collatz.count { _ in true } - 1, "peak:", collatz.max()!)

let powers = sequence(first: 1) { $0 * 3 }.prefix(while: { $0 < 1000 })
print(Array(powers))

let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let value = state.0
    state = (state.1, state.0 + state.1)
    return value
}
print(Array(fib.prefix(12)))

let words = "one two  three four".split(separator: " ")
let pairs = sequence(state: words.makeIterator()) { it -> String? in
    guard let a = it.next() else { return nil }
    let b = it.next() ?? "_"
    return "\(a)+\(b)"
}
print(Array(pairs))

func erased(_ flag: Bool) -> AnySequence<Int> {
    flag ? AnySequence([10, 20, 30]) : AnySequence(stride(from: 1, to: 10, by: 4))
}
print(Array(erased(true)), Array(erased(false)))
let lazyCount = AnySequence { countdown(from: 2) }
print(Array(lazyCount), Array(lazyCount))
let cycle = AnyIterator(sequence(first: 0) { ($0 + 1) % 3 }.makeIterator())
print((0..<7).map { _ in cycle.next()! })

// expect: [5, 4, 3, 2, 1, 0]
// expect: collatz 27 steps: 111 peak: 9232
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: ["one+two", "three+four"]
// expect: [10, 20, 30] [1, 5, 9]
// expect: [2, 1, 0] [2, 1, 0]
// expect: [0, 1, 2, 0, 1, 2, 0]
