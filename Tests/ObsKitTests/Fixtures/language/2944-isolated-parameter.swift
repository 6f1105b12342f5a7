// Compiler test style: functions with an isolated actor parameter touching actor state synchronously
actor Ledger {
    var entries: [(String, Int)] = []
    var balance: Int { entries.reduce(0) { $0 + $1.1 } }

    func append(_ label: String, _ amount: Int) {
        entries.append((label, amount))
    }
}

func applyPayroll(to ledger: isolated Ledger, employees: [String: Int]) {
    for name in employees.keys.sorted() {
        ledger.append("salary \(name)", -employees[name]!)
    }
}

func summarize(_ ledger: isolated Ledger) -> [String] {
    ledger.entries.map { "\($0.0): \($0.1)" }
}

extension Ledger {
    func bulk(_ amounts: [Int]) {
        for (i, a) in amounts.enumerated() {
            append("income \(i)", a)
        }
    }
}

let ledger = Ledger()
await ledger.bulk([5000, 1200])
await applyPayroll(to: ledger, employees: ["zoe": 1500, "adam": 2000])
for line in await summarize(ledger) {
    print(line)
}
print("balance:", await ledger.balance)
// expect: income 0: 5000
// expect: income 1: 1200
// expect: salary adam: -2000
// expect: salary zoe: -1500
// expect: balance: 2700
