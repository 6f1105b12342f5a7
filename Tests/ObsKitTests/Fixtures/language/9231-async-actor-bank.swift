// async-actor-bank
// expected output: swiftc 6.3.1 (Linux), run on this machine

actor Vault {
    private var balances: [String: Int] = [:]
    private(set) var operations = 0

    func open(_ name: String, with amount: Int) {
        balances[name] = amount
        operations += 1
    }

    func deposit(_ amount: Int, to name: String) {
        balances[name, default: 0] += amount
        operations += 1
    }

    func withdraw(_ amount: Int, from name: String) -> Bool {
        operations += 1
        guard let b = balances[name], b >= amount else { return false }
        balances[name] = b - amount
        return true
    }

    func balance(of name: String) -> Int { balances[name] ?? 0 }
    var total: Int { balances.values.reduce(0, +) }
    func summary() -> String { balances.keys.sorted().map { "\($0)=\(balances[$0]!)" }.joined(separator: ", ") }
}

actor Logger {
    private var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
    func dump() -> [String] { lines.sorted() }
}

func simulatePayday(_ vault: Vault, employees: [String], salary: Int) async {
    await withTaskGroup(of: Void.self) { group in
        for e in employees {
            group.addTask { await vault.deposit(salary, to: e) }
        }
    }
}

let vault = Vault()
let logger = Logger()
await vault.open("ann", with: 100)
await vault.open("bo", with: 50)
await vault.open("cy", with: 0)
print(await vault.summary())

await simulatePayday(vault, employees: ["ann", "bo", "cy", "dee"], salary: 1000)
print(await vault.summary(), "| total", await vault.total)

await withTaskGroup(of: Void.self) { group in
    for i in 1...100 {
        group.addTask { await vault.deposit(1, to: i.isMultiple(of: 2) ? "ann" : "bo") }
    }
}
print(await vault.balance(of: "ann"), await vault.balance(of: "bo"))

let attempts = [("cy", 600), ("cy", 600), ("dee", 1000), ("zed", 1)]
var outcomes: [String] = []
for (who, amt) in attempts {
    let ok = await vault.withdraw(amt, from: who)
    outcomes.append("\(who)-\(amt):\(ok ? "ok" : "denied")")
    await logger.log("\(who) \(ok)")
}
print(outcomes.joined(separator: " "))
print(await vault.summary())
print("ops:", await vault.operations)
print(await logger.dump())

async let a = vault.balance(of: "ann")
async let b = vault.balance(of: "bo")
let both = await [a, b]
print("ann+bo =", both.reduce(0, +))

// expect: ann=100, bo=50, cy=0
// expect: ann=1100, bo=1050, cy=1000, dee=1000 | total 4150
// expect: 1150 1100
// expect: cy-600:ok cy-600:denied dee-1000:ok zed-1:denied
// expect: ann=1150, bo=1100, cy=400, dee=0
// expect: ops: 111
// expect: ["cy false", "cy true", "dee true", "zed false"]
// expect: ann+bo = 2250
