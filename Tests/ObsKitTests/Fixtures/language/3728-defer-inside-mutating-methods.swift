// Compiler test style: defer inside mutating methods sees final state
struct Transaction {
    var log: [String] = []
    var depth = 0
    var balance = 0

    mutating func apply(_ amount: Int) -> Bool {
        depth += 1
        defer { depth -= 1; log.append("exit depth=\(depth) balance=\(balance)") }
        if balance + amount < 0 {
            log.append("rejected \(amount)")
            return false
        }
        balance += amount
        log.append("applied \(amount)")
        return true
    }

    mutating func batch(_ xs: [Int]) -> Int {
        var ok = 0
        defer { log.append("batch done ok=\(ok)") }
        for x in xs where apply(x) { ok += 1 }
        return ok
    }

    mutating func nestedDefers() {
        defer { log.append("outer defer") }
        do {
            defer { log.append("inner defer") }
            log.append("body")
        }
        log.append("after do")
    }
}

var t = Transaction()
print(t.apply(10))
print(t.apply(-20))
print(t.batch([5, -100, 7]))
t.nestedDefers()
for line in t.log { print(line) }
print("final", t.balance, t.depth)
// expect: true
// expect: false
// expect: 2
// expect: applied 10
// expect: exit depth=0 balance=10
// expect: rejected -20
// expect: exit depth=0 balance=10
// expect: applied 5
// expect: exit depth=0 balance=15
// expect: rejected -100
// expect: exit depth=0 balance=15
// expect: applied 7
// expect: exit depth=0 balance=22
// expect: batch done ok=2
// expect: body
// expect: inner defer
// expect: after do
// expect: outer defer
// expect: final 22 0
