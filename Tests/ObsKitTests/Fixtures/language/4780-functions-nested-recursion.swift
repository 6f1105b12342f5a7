// Swift book style: nested functions and recursion
// Checks: nested functions hidden in an enclosing function and returned,
// nested functions capturing and mutating enclosing variables, recursive
// functions (factorial, fibonacci with memo), and mutually recursive nested functions.

func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { input + 1 }
    func stepBackward(input: Int) -> Int { input - 1 }
    return backward ? stepBackward : stepForward
}
var currentValue = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
var trail: [Int] = []
while currentValue != 0 {
    trail.append(currentValue)
    currentValue = moveNearerToZero(currentValue)
}
print(trail, "zero!")

func runningTotals(_ values: [Int]) -> [Int] {
    var total = 0
    var result: [Int] = []
    func add(_ v: Int) {
        total += v
        result.append(total)
    }
    for v in values { add(v) }
    return result
}
print(runningTotals([3, 1, 4, 1, 5]))

func factorial(_ n: Int) -> Int {
    n <= 1 ? 1 : n * factorial(n - 1)
}
print((0...10).map(factorial))

func fibonacci(_ n: Int) -> Int {
    var memo: [Int: Int] = [:]
    func fib(_ k: Int) -> Int {
        if k < 2 { return k }
        if let cached = memo[k] { return cached }
        let value = fib(k - 1) + fib(k - 2)
        memo[k] = value
        return value
    }
    return fib(n)
}
print(fibonacci(10), fibonacci(50), fibonacci(90))

func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print(parity(10), parity(7), parity(0))

// Recursion over nested arrays
func depthSum(_ items: [Any], depth: Int = 1) -> Int {
    var sum = 0
    for item in items {
        if let n = item as? Int {
            sum += n * depth
        } else if let list = item as? [Any] {
            sum += depthSum(list, depth: depth + 1)
        }
    }
    return sum
}
print(depthSum([1, [2, [3]], 4]))

// Towers of Hanoi recording moves
func hanoi(_ n: Int) -> [String] {
    var moves: [String] = []
    func move(_ count: Int, from a: String, to b: String, via c: String) {
        guard count > 0 else { return }
        move(count - 1, from: a, to: c, via: b)
        moves.append("\(a)->\(b)")
        move(count - 1, from: c, to: b, via: a)
    }
    move(n, from: "A", to: "C", via: "B")
    return moves
}
print(hanoi(3))
print(hanoi(10).count)

// Nested function returned and called later keeps its captured state
func makeIDGenerator(prefix: String) -> () -> String {
    var next = 0
    func generate() -> String {
        next += 1
        return "\(prefix)-\(next)"
    }
    return generate
}
let orderID = makeIDGenerator(prefix: "order")
let userID = makeIDGenerator(prefix: "user")
print(orderID(), orderID(), userID(), orderID())

// Permutations via recursion
func permutations(_ items: [Character]) -> [String] {
    if items.count <= 1 { return [String(items)] }
    var result: [String] = []
    for (i, ch) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        for tail in permutations(rest) {
            result.append(String(ch) + tail)
        }
    }
    return result
}
print(permutations(Array("abc")))

// Greatest common divisor with a nested helper using inout
func gcd(_ a: Int, _ b: Int) -> Int {
    var x = a, y = b
    func step(_ p: inout Int, _ q: inout Int) { (p, q) = (q, p % q) }
    while y != 0 { step(&x, &y) }
    return x
}
print(gcd(84, 36), gcd(17, 5), gcd(0, 9))

// expect: [-4, -3, -2, -1] zero!
// expect: [3, 4, 8, 9, 14]
// expect: [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800]
// expect: 55 12586269025 2880067194370816120
// expect: even odd even
// expect: 18
// expect: ["A->C", "A->B", "C->B", "A->C", "B->A", "B->C", "A->C"]
// expect: 1023
// expect: order-1 order-2 user-1 order-3
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: 12 1 9
