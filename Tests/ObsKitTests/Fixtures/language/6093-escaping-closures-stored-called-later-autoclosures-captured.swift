// Compiler test style (closures): escaping closures stored and called later, autoclosures, captured vars shared between closures, recursive local functions
var handlers: [() -> Void] = []
func register(_ name: String, _ h: @escaping () -> Void) { handlers.append(h); print("registered", name) }

func makeCounter() -> (inc: () -> Int, get: () -> Int) {
    var count = 0
    return ({ count += 1; return count }, { count })
}
let c = makeCounter()
_ = c.inc(); _ = c.inc()
print(c.get(), c.inc(), c.get())
let c2 = makeCounter()
print(c2.get(), c.get())

var shared = 10
register("double") { shared *= 2 }
register("add") { shared += 3 }
shared = 1
handlers.forEach { $0() }
print(shared)

func logIf(_ flag: Bool, _ message: @autoclosure () -> String) {
    if flag { print("log:", message()) } else { print("skipped") }
}
var evaluated = 0
func expensive() -> String { evaluated += 1; return "computed \(evaluated)" }
logIf(false, expensive())
logIf(true, expensive())
print("evaluated", evaluated)

func firstNonNil(_ a: Int?, _ b: @autoclosure () -> Int) -> Int { a ?? b() }
print(firstNonNil(nil, 5), firstNonNil(3, { fatalError() }()))

func fibs(_ n: Int) -> [Int] {
    var memo: [Int: Int] = [:]
    func fib(_ k: Int) -> Int {
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let v = fib(k - 1) + fib(k - 2)
        memo[k] = v
        return v
    }
    return (0..<n).map(fib)
}
print(fibs(12))

func isEven(_ n: Int) -> Bool {
    func even(_ k: Int) -> Bool { k == 0 ? true : odd(k - 1) }
    func odd(_ k: Int) -> Bool { k == 0 ? false : even(k - 1) }
    return even(n)
}
print(isEven(10), isEven(7))

var captures: [() -> Int] = []
for i in 1...3 { captures.append { i * 100 } }
print(captures.map { $0() })
let adders = (1...3).map { n in { (x: Int) in x + n } }
print(adders.map { $0(10) })

// expect: 2 3 3
// expect: 0 3
// expect: registered double
// expect: registered add
// expect: 5
// expect: skipped
// expect: log: computed 1
// expect: evaluated 1
// expect: 5 3
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: true false
// expect: [100, 200, 300]
// expect: [11, 12, 13]
