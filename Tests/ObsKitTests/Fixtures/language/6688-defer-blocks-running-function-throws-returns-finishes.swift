// Swift by Sundell style (defer with throws): defer blocks running when a function throws, returns or finishes a loop
enum TransactionError: Error {
    case insufficientFunds(balance: Int, requested: Int)
}

final class Ledger {
    var balance: Int
    var journal: [String] = []
    var depth = 0

    init(balance: Int) { self.balance = balance }

    func withdraw(_ amount: Int) throws {
        depth += 1
        journal.append("begin \(amount) (depth \(depth))")
        defer {
            depth -= 1
            journal.append("end \(amount) (depth \(depth))")
        }
        guard amount <= balance else {
            throw TransactionError.insufficientFunds(balance: balance, requested: amount)
        }
        balance -= amount
        journal.append("withdrew \(amount)")
    }

    func batch(_ amounts: [Int]) throws {
        journal.append("batch start")
        defer { journal.append("batch cleanup") }
        for amount in amounts {
            try withdraw(amount)
        }
        journal.append("batch ok")
    }
}

let ledger = Ledger(balance: 100)
do {
    try ledger.batch([30, 20])
    try ledger.batch([40, 50, 5])
} catch TransactionError.insufficientFunds(let balance, let requested) {
    ledger.journal.append("failed: \(requested) > \(balance)")
}
for line in ledger.journal { print(line) }
print("balance", ledger.balance, "depth", ledger.depth)

func tracer() -> [String] {
    var steps: [String] = []
    func step(_ n: Int) {
        defer { steps.append("leave \(n)") }
        steps.append("enter \(n)")
        if n < 2 { step(n + 1) }
    }
    step(0)
    return steps
}
print(tracer().joined(separator: ", "))

// expect: batch start
// expect: begin 30 (depth 1)
// expect: withdrew 30
// expect: end 30 (depth 0)
// expect: begin 20 (depth 1)
// expect: withdrew 20
// expect: end 20 (depth 0)
// expect: batch ok
// expect: batch cleanup
// expect: batch start
// expect: begin 40 (depth 1)
// expect: withdrew 40
// expect: end 40 (depth 0)
// expect: begin 50 (depth 1)
// expect: end 50 (depth 0)
// expect: batch cleanup
// expect: failed: 50 > 10
// expect: balance 10 depth 0
// expect: enter 0, enter 1, enter 2, leave 2, leave 1, leave 0
