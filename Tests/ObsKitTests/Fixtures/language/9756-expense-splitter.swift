// Everyday app logic, group expense splitter (Splitwise-like): integer cents, Dictionary default subscripts, remainders distributed deterministically, greedy settle-up with sorted debtors/creditors
struct Expense {
    let payer: String
    let cents: Int
    let participants: [String]
    let note: String
}

extension String {
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

func fmt(_ c: Int) -> String {
    let sign = c < 0 ? "-" : ""
    let v = abs(c)
    let frac = v % 100
    return "\(sign)$\(v / 100).\(frac < 10 ? "0\(frac)" : "\(frac)")"
}

let expenses = [
    Expense(payer: "Ana", cents: 120_00, participants: ["Ana", "Ben", "Cho", "Dev"], note: "groceries"),
    Expense(payer: "Ben", cents: 45_50, participants: ["Ben", "Cho"], note: "taxi"),
    Expense(payer: "Cho", cents: 100_00, participants: ["Ana", "Ben", "Cho"], note: "concert"),
    Expense(payer: "Dev", cents: 18_75, participants: ["Ana", "Dev"], note: "coffee"),
    Expense(payer: "Ana", cents: 9_99, participants: ["Ben", "Cho", "Dev"], note: "snacks"),
]

var balance: [String: Int] = [:]
var spentBy: [String: Int] = [:]
for e in expenses {
    balance[e.payer, default: 0] += e.cents
    let share = e.cents / e.participants.count
    let remainder = e.cents % e.participants.count
    for (i, person) in e.participants.sorted().enumerated() {
        let owed = share + (i < remainder ? 1 : 0)
        balance[person, default: 0] -= owed
        spentBy[person, default: 0] += owed
    }
    print("\(e.note.padded(10))\(fmt(e.cents)) paid by \(e.payer), split \(e.participants.count) ways (\(fmt(share))\(remainder > 0 ? " +1c x\(remainder)" : ""))")
}

print("--- balances ---")
for name in balance.keys.sorted() {
    let b = balance[name]!
    print("\(name): consumed \(fmt(spentBy[name, default: 0])), net \(b >= 0 ? "+" : "")\(fmt(b))")
}
print("sum of balances: \(balance.values.reduce(0, +))")

var debtors = balance.filter { $0.value < 0 }.map { (name: $0.key, amount: -$0.value) }
var creditors = balance.filter { $0.value > 0 }.map { (name: $0.key, amount: $0.value) }
debtors.sort { ($0.amount, $1.name) > ($1.amount, $0.name) }
creditors.sort { ($0.amount, $1.name) > ($1.amount, $0.name) }

print("--- settle up ---")
var i = 0, j = 0, transfers = 0
while i < debtors.count && j < creditors.count {
    let pay = min(debtors[i].amount, creditors[j].amount)
    print("\(debtors[i].name) pays \(creditors[j].name) \(fmt(pay))")
    transfers += 1
    debtors[i].amount -= pay
    creditors[j].amount -= pay
    if debtors[i].amount == 0 { i += 1 }
    if creditors[j].amount == 0 { j += 1 }
}
print("\(transfers) transfers settle \(expenses.count) expenses totalling \(fmt(expenses.map(\.cents).reduce(0, +)))")
// expect: groceries $120.00 paid by Ana, split 4 ways ($30.00)
// expect: taxi      $45.50 paid by Ben, split 2 ways ($22.75)
// expect: concert   $100.00 paid by Cho, split 3 ways ($33.33 +1c x1)
// expect: coffee    $18.75 paid by Dev, split 2 ways ($9.37 +1c x1)
// expect: snacks    $9.99 paid by Ana, split 3 ways ($3.33)
// expect: --- balances ---
// expect: Ana: consumed $72.72, net +$57.27
// expect: Ben: consumed $89.41, net -$43.91
// expect: Cho: consumed $89.41, net +$10.59
// expect: Dev: consumed $42.70, net -$23.95
// expect: sum of balances: 0
// expect: --- settle up ---
// expect: Ben pays Ana $43.91
// expect: Dev pays Ana $13.36
// expect: Dev pays Cho $10.59
// expect: 3 transfers settle 5 expenses totalling $294.24
