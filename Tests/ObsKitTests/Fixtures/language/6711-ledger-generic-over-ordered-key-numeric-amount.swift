// Swift book generics style (multi-parameter generic types): a ledger generic over an ordered key and a numeric amount
struct Ledger<Account: Hashable & Comparable, Amount: Numeric & Comparable> {
    private var balances: [Account: Amount] = [:]
    private(set) var history: [(Account, Amount)] = []

    mutating func post(_ amount: Amount, to account: Account) {
        balances[account, default: 0] += amount
        history.append((account, amount))
    }

    func balance(of account: Account) -> Amount {
        balances[account] ?? 0
    }

    var total: Amount {
        balances.values.reduce(0, +)
    }

    var sortedAccounts: [Account] {
        balances.keys.sorted()
    }

    func largest() -> (Account, Amount)? {
        balances.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }
            .map { ($0.key, $0.value) }
    }
}

struct Pair<First, Second> {
    var first: First
    var second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}

var cash = Ledger<String, Int>()
cash.post(120, to: "rent")
cash.post(40, to: "food")
cash.post(15, to: "food")
cash.post(-20, to: "rent")
for account in cash.sortedAccounts {
    print(account, cash.balance(of: account))
}
print("total:", cash.total)
if let (name, amount) = cash.largest() { print("largest:", name, amount) }
print("entries:", cash.history.count)

var grams = Ledger<Int, Double>()
grams.post(2.5, to: 3)
grams.post(1.25, to: 1)
grams.post(0.25, to: 3)
print(grams.sortedAccounts.map { "\($0)=\(grams.balance(of: $0))" }.joined(separator: ", "))
print("total grams:", grams.total)

let p = Pair(first: "x", second: 42)
let q = p.swapped()
print(q.first, q.second, type(of: q))

// expect: food 55
// expect: rent 100
// expect: total: 155
// expect: largest: rent 100
// expect: entries: 4
// expect: 1=1.25, 3=2.75
// expect: total grams: 4.0
// expect: 42 x Pair<Int, String>
