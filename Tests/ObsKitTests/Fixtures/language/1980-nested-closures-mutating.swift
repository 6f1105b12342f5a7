// Compiler test style: nested closures mutating shared captured variables
func makeAccount(_ start: Int) -> (deposit: (Int) -> Void, withdraw: (Int) -> Bool, balance: () -> Int) {
    var balance = start
    var history: [String] = []
    let deposit = { (amount: Int) in
        balance += amount
        history.append("+\(amount)")
    }
    let withdraw = { (amount: Int) -> Bool in
        guard amount <= balance else { history.append("!\(amount)"); return false }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
    let report = { () -> Int in
        print("history:", history.joined(separator: " "))
        return balance
    }
    return (deposit, withdraw, report)
}

let acct = makeAccount(100)
acct.deposit(50)
print(acct.withdraw(30), acct.withdraw(500))
print("balance:", acct.balance())

var total = 0
let outer = { (n: Int) in
    let inner = { (k: Int) in
        let innermost = { total += k * n }
        innermost()
        innermost()
    }
    for k in 1...n { inner(k) }
}
outer(3)
print("total:", total)

func makeGenerator() -> () -> () -> Int {
    var generation = 0
    return {
        generation += 1
        var local = generation * 100
        return {
            local += 1
            return local
        }
    }
}
let gen = makeGenerator()
let g1 = gen()
let g2 = gen()
print(g1(), g1(), g2(), g1(), g2())

var log: [Int] = []
func recordAll(_ xs: [Int]) {
    xs.forEach { x in
        [1, 2].forEach { m in log.append(x * m) }
    }
}
recordAll([3, 5])
print(log)

var memo: [Int: Int] = [:]
var calls = 0
var fib: ((Int) -> Int)!
fib = { n in
    calls += 1
    if n < 2 { return n }
    if let m = memo[n] { return m }
    let r = fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
}
print(fib(30), "calls:", calls)

// expect: true false
// expect: history: +50 -30 !500
// expect: balance: 120
// expect: total: 36
// expect: 101 102 201 103 202
// expect: [3, 6, 5, 10]
// expect: 832040 calls: 59
