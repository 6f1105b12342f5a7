// sequence(first:next:) and sequence(state:next:): termination, laziness, Collatz, Fibonacci, tree walks
let powers = sequence(first: 1) { $0 < 1000 ? $0 * 4 : nil }
print(Array(powers))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
let steps = Array(collatz)
print(steps.count, steps.max()!, steps.prefix(5), steps.suffix(3))
let fib = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
    let v = s.0
    s = (s.1, s.0 + s.1)
    return v
}
print(Array(fib.prefix(12)))
print(fib.first { $0 > 1000 }!, fib.prefix(while: { $0 < 50 }).reduce(0, +))
var calls = 0
let counted = sequence(first: 0) { calls += 1; return $0 + 1 }
let firstFive = Array(counted.prefix(5))
print(firstFive, "next called", calls)
let single = sequence(first: "only") { _ in nil }
print(Array(single), single.underestimatedCount)
final class TreeNode {
    let value: Int
    var parent: TreeNode?
    init(_ v: Int, parent: TreeNode? = nil) { value = v; self.parent = parent }
}
let root = TreeNode(1)
let mid = TreeNode(2, parent: root)
let leaf = TreeNode(3, parent: mid)
print(sequence(first: leaf, next: \.parent).map(\.value))
print(sequence(first: root, next: \.parent).map(\.value))
let words = ["alpha", "beta", "gamma"]
let cycler = sequence(state: 0) { (i: inout Int) -> String? in
    defer { i += 1 }
    return words[i % words.count]
}
print(Array(cycler.prefix(7)))
let chunks = sequence(state: Array(1...10)[...]) { (rest: inout ArraySlice<Int>) -> [Int]? in
    guard !rest.isEmpty else { return nil }
    let c = rest.prefix(3)
    rest = rest.dropFirst(3)
    return Array(c)
}
print(Array(chunks))
let digits = sequence(state: 90817) { (n: inout Int) -> Int? in
    guard n > 0 else { return nil }
    defer { n /= 10 }
    return n % 10
}
print(Array(digits), Array(digits).reversed().map(String.init).joined())
let halving = sequence(first: 100.0) { $0 / 2 }.prefix { $0 > 3 }
print(Array(halving))
let lazyMapped = sequence(first: 2) { $0 * $0 }.lazy.map { "<\($0)>" }
print(Array(lazyMapped.prefix(4)))
var it = sequence(first: 10) { $0 - 3 }.makeIterator()
print(it.next()!, it.next()!, it.next()!)
let zipped = zip(sequence(first: 1) { $0 + 1 }, "xyz").map { "\($0)\($1)" }
print(zipped)
let gcdSteps = sequence(first: (252, 105)) { $0.1 == 0 ? nil : ($0.1, $0.0 % $0.1) }
print(gcdSteps.map { "\($0.0),\($0.1)" }, gcdSteps.reduce(0) { _, p in p.0 })
print(type(of: powers), type(of: fib))

// expect: [1, 4, 16, 64, 256, 1024]
// expect: 112 9232 [27, 82, 41, 124, 62] [4, 2, 1]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 1597 88
// expect: [0, 1, 2, 3, 4] next called 4
// expect: ["only"] 0
// expect: [3, 2, 1]
// expect: [1]
// expect: ["alpha", "beta", "gamma", "alpha", "beta", "gamma", "alpha"]
// expect: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
// expect: [7, 1, 8, 0, 9] 90817
// expect: [100.0, 50.0, 25.0, 12.5, 6.25, 3.125]
// expect: ["<2>", "<4>", "<16>", "<256>"]
// expect: 10 7 4
// expect: ["1x", "2y", "3z"]
// expect: ["252,105", "105,42", "42,21", "21,0"] 21
// expect: UnfoldSequence<Int, (Optional<Int>, Bool)> UnfoldSequence<Int, (Int, Int)>
