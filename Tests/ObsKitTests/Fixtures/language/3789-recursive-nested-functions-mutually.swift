// Swift book style: recursive nested functions, mutually recursive locals, and memoizing closures
func collatzSteps(_ start: Int) -> Int {
    func step(_ n: Int, _ count: Int) -> Int {
        if n == 1 { return count }
        return step(n % 2 == 0 ? n / 2 : 3 * n + 1, count + 1)
    }
    return step(start, 0)
}
print((1...10).map(collatzSteps))

func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print(parity(10), parity(7), parity(0))

func memoize<In: Hashable, Out>(_ body: @escaping ((In) -> Out, In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    var calls = 0
    func wrapped(_ input: In) -> Out {
        if let hit = cache[input] { return hit }
        calls += 1
        let result = body(wrapped, input)
        cache[input] = result
        return result
    }
    return { input in
        let r = wrapped(input)
        print("  (calls so far: \(calls))")
        return r
    }
}
let fib = memoize { (fib: (Int) -> Int, n: Int) -> Int in
    n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(30))
print(fib(31))
print(fib(10))

func makeFactorial() -> (Int) -> Int {
    var fact: ((Int) -> Int)!
    fact = { n in n <= 1 ? 1 : n * fact(n - 1) }
    return fact
}
let factorial = makeFactorial()
print(factorial(5), factorial(10))

func hanoi(_ n: Int, from: String, to: String, via: String) -> [String] {
    guard n > 0 else { return [] }
    return hanoi(n - 1, from: from, to: via, via: to) + ["\(from)->\(to)"] + hanoi(n - 1, from: via, to: to, via: from)
}
let moves = hanoi(3, from: "A", to: "C", via: "B")
print(moves.count, moves.joined(separator: " "))
// expect: [0, 1, 7, 2, 5, 8, 16, 3, 19, 6]
// expect: even odd even
// expect:   (calls so far: 31)
// expect: 832040
// expect:   (calls so far: 32)
// expect: 1346269
// expect:   (calls so far: 32)
// expect: 55
// expect: 120 3628800
// expect: 7 A->C A->B C->B A->C B->A B->C A->C
