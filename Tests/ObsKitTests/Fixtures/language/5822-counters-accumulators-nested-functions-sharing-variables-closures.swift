// Compiler test style (closures mutating captured state): counters, accumulators, nested functions sharing variables, and closures captured in structs and loops
func makeCounter(start: Int, step: Int) -> () -> Int {
    var value = start
    return {
        defer { value += step }
        return value
    }
}
let byTwo = makeCounter(start: 0, step: 2)
let byTen = makeCounter(start: 100, step: 10)
print(byTwo(), byTwo(), byTen(), byTwo(), byTen())

func makeAccount() -> (deposit: (Int) -> Void, withdraw: (Int) -> Bool, balance: () -> Int) {
    var balance = 0
    var history: [String] = []
    return (
        { balance += $0; history.append("+\($0)") },
        { amount in
            guard amount <= balance else { history.append("!\(amount)"); return false }
            balance -= amount; history.append("-\(amount)"); return true
        },
        { print("history", history); return balance }
    )
}
let acct = makeAccount()
acct.deposit(50)
print(acct.withdraw(20), acct.withdraw(100))
acct.deposit(5)
print(acct.balance())

func outer() -> [Int] {
    var shared: [Int] = []
    func add(_ x: Int) { shared.append(x) }
    func addTwice(_ x: Int) { add(x); add(x * 10) }
    addTwice(1)
    add(2)
    let closure = { addTwice(3) }
    closure()
    return shared
}
print(outer())

var total = 0
let adders = (1...4).map { n in { total += n } }
adders.forEach { $0() }
adders[3]()
print(total)

struct Pipeline {
    var steps: [(inout [String]) -> Void] = []
    mutating func add(_ s: @escaping (inout [String]) -> Void) { steps.append(s) }
    func run() -> [String] { var log: [String] = []; for s in steps { s(&log) }; return log }
}
var calls = 0
var pipe = Pipeline()
pipe.add { $0.append("a"); calls += 1 }
pipe.add { log in log.append("b\(log.count)"); calls += 1 }
pipe.add { $0 = $0.map { $0.uppercased() }; calls += 1 }
print(pipe.run(), pipe.run().count, calls)

func memoize(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    var misses = 0
    return { n in
        if let v = cache[n] { return v }
        misses += 1
        let v = f(n)
        cache[n] = v
        print("miss #\(misses) for \(n)")
        return v
    }
}
let square = memoize { $0 * $0 }
print(square(4), square(4), square(5), square(4))

var fib: ((Int) -> Int)!
fib = { n in n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<10).map { fib($0) })

// expect: 0 2 100 4 110
// expect: true false
// expect: history ["+50", "-20", "!100", "+5"]
// expect: 35
// expect: [1, 10, 2, 3, 30]
// expect: 14
// expect: ["A", "B1"] 2 6
// expect: miss #1 for 4
// expect: miss #2 for 5
// expect: 16 16 25 16
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
