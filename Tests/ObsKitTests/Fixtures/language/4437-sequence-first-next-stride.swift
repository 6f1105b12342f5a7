// Swift book style: sequence(first:next:), sequence(state:next:) and stride
let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))

let collatz = sequence(first: 27) { n -> Int? in
    if n == 1 { return nil }
    return n % 2 == 0 ? n / 2 : 3 * n + 1
}
let steps = Array(collatz)
print("collatz(27) steps:", steps.count - 1, "peak:", steps.max()!)

let halves = sequence(first: 100.0) { $0 / 2 }.prefix(5)
print(Array(halves))

let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let next = state.0
    state = (state.1, state.0 + state.1)
    return next
}
print(Array(fib.prefix(12)))

let words = "the quick brown fox"
var wordIter = words.split(separator: " ").makeIterator()
let upper = sequence(state: wordIter) { it -> String? in
    it.next().map { $0.uppercased() }
}
print(Array(upper))
_ = wordIter.next()

for x in stride(from: 0, to: 10, by: 3) {
    print(x, terminator: " ")
}
print()
for x in stride(from: 0, through: 9, by: 3) {
    print(x, terminator: " ")
}
print()
for x in stride(from: 5, through: 1, by: -2) {
    print(x, terminator: " ")
}
print()

print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(stride(from: 10, to: 100, by: 15).map { $0 / 5 })
print(stride(from: 1, to: 1, by: 1).underestimatedCount)
print(Array(stride(from: 3, to: 0, by: 1)).isEmpty)

let strideSum = stride(from: 2, through: 20, by: 2).reduce(0, +)
print("sum of evens to 20:", strideSum)

let grid = stride(from: 0, to: 3, by: 1).map { r in
    stride(from: 0, to: 3, by: 1).map { c in r * 3 + c }
}
print(grid)

let nodes = ["root": "a", "a": "b", "b": "c"]
let path = sequence(first: "root") { nodes[$0] }
print(path.joined(separator: " -> "))

var tick = 0
let until = sequence(first: 0) { _ in
    tick += 1
    return tick < 4 ? tick * tick : nil
}
print(Array(until))

let zipped = zip(stride(from: 1, to: 10, by: 2), sequence(first: "a") { s in s + "a" })
for (n, s) in zipped.prefix(3) {
    print(n, s)
}

let lazyPowers = sequence(first: 2) { $0 * 2 }.lazy.map { $0 - 1 }
print(Array(lazyPowers.prefix(6)))
print(lazyPowers.first(where: { $0 > 1000 })!)

// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: collatz(27) steps: 111 peak: 9232
// expect: [100.0, 50.0, 25.0, 12.5, 6.25]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: ["THE", "QUICK", "BROWN", "FOX"]
// expect: 0 3 6 9 
// expect: 0 3 6 9 
// expect: 5 3 1 
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [2, 5, 8, 11, 14, 17]
// expect: 0
// expect: true
// expect: sum of evens to 20: 110
// expect: [[0, 1, 2], [3, 4, 5], [6, 7, 8]]
// expect: root -> a -> b -> c
// expect: [0, 1, 4, 9]
// expect: 1 a
// expect: 3 aa
// expect: 5 aaa
// expect: [1, 3, 7, 15, 31, 63]
// expect: 1023
