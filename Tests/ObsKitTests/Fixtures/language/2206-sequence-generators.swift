// Compiler test style (stdlib): sequence(first:next:)/sequence(state:next:)/repeatElement/zip with infinite sequences
// known-gap: line 10: expected 'Optional("alpha")', got 'nil'
let powersOfTwo = sequence(first: 1) { $0 < 500 ? $0 * 2 : nil }
print(Array(powersOfTwo))

let collatz = sequence(first: 27) { n in n == 1 ? nil : (n % 2 == 0 ? n / 2 : 3 * n + 1) }
let steps = Array(collatz)
print(steps.count, steps.max()!, Array(steps.suffix(4)))

let fibonacci = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let next = state.0
    state = (state.1, state.0 + state.1)
    return next
}
print(Array(fibonacci.prefix(12)))
print(fibonacci.first(where: { $0 > 1000 })!)

let countdown = sequence(state: 5) { (remaining: inout Int) -> Int? in
    defer { remaining -= 1 }
    return remaining > 0 ? remaining : nil
}
print(Array(countdown))

let indent = repeatElement("  ", count: 3).joined()
print("[\(indent)]", repeatElement(7, count: 4).reduce(0, +))
let filler = repeatElement(0, count: 3)
print(Array(filler), filler.count, filler[1])

let letters = ["a", "b", "c", "d"]
print(zip(letters, sequence(first: 10) { $0 + 10 }).map { "\($0)\($1)" })

var tokens = "alpha beta gamma".split(separator: " ").makeIterator()
let tokenSequence = sequence(state: tokens) { $0.next().map(String.init) }
print(Array(tokenSequence))
print(tokens.next() as Any)

let halving = sequence(first: 100.0) { $0 / 2 }.prefix(while: { $0 > 5 })
print(Array(halving))
let lazyEvens = (1...).lazy.filter { $0 % 2 == 0 }.map { $0 * $0 }
print(Array(lazyEvens.prefix(5)))
let skipped = sequence(first: 0) { $0 + 3 }.dropFirst(2).prefix(3)
print(Array(skipped))

// expect: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
// expect: 112 9232 [8, 4, 2, 1]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 1597
// expect: [5, 4, 3, 2, 1]
// expect: [      ] 28
// expect: [0, 0, 0] 3 0
// expect: ["a10", "b20", "c30", "d40"]
// expect: ["alpha", "beta", "gamma"]
// expect: Optional("alpha")
// expect: [100.0, 50.0, 25.0, 12.5, 6.25]
// expect: [4, 16, 36, 64, 100]
// expect: [6, 9, 12]
