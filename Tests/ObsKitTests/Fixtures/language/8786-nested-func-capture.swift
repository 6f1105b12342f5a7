// Compiler test style (nested functions): local functions capturing outer state
func wordStats(_ text: String) -> String {
    var counts: [String: Int] = [:]
    var longest = ""

    func record(_ word: String) {
        counts[word, default: 0] += 1
        if word.count > longest.count { longest = word }
    }

    for w in text.split(separator: " ") {
        record(String(w))
    }
    let keys = counts.keys.sorted()
    return keys.map { "\($0)=\(counts[$0]!)" }.joined(separator: " ") + " longest=\(longest)"
}
print(wordStats("the cat and the hat and the bat"))

// Mutually recursive local functions
func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print(parity(10), parity(7))

// A local function returned as a closure keeps its captures alive
func makeAccumulator() -> (Int) -> Int {
    var sum = 0
    func add(_ x: Int) -> Int {
        sum += x
        return sum
    }
    return add
}
let acc = makeAccumulator()
_ = acc(5)
_ = acc(10)
print("accumulated \(acc(1))")

// Local function used before a later-declared variable it doesn't need
func fibonacci(upTo limit: Int) -> [Int] {
    var memo: [Int: Int] = [:]
    func fib(_ n: Int) -> Int {
        if n < 2 { return n }
        if let v = memo[n] { return v }
        let v = fib(n - 1) + fib(n - 2)
        memo[n] = v
        return v
    }
    return (0..<limit).map(fib)
}
print(fibonacci(upTo: 12))

// Generic nested function
func pairs<T>(_ xs: [T]) -> [String] {
    func show(_ a: T, _ b: T) -> String { "(\(a),\(b))" }
    var out: [String] = []
    for i in 0..<xs.count where i + 1 < xs.count {
        out.append(show(xs[i], xs[i + 1]))
    }
    return out
}
print(pairs([1, 2, 3, 4]))
print(pairs(["a", "b"]))

// expect: and=2 bat=1 cat=1 hat=1 the=3 longest=the
// expect: even odd
// expect: accumulated 16
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: ["(1,2)", "(2,3)", "(3,4)"]
// expect: ["(a,b)"]
