// App code style: a ledger of transactions exposed as a Collection with running balances
struct Transaction {
    let memo: String
    let amount: Int
}

struct Ledger: Collection, ExpressibleByArrayLiteral {
    typealias Element = (memo: String, amount: Int, balance: Int)

    private var entries: [Transaction]
    private var balances: [Int]

    init(arrayLiteral elements: Transaction...) {
        entries = []
        balances = []
        for e in elements { append(e) }
    }

    mutating func append(_ t: Transaction) {
        entries.append(t)
        balances.append((balances.last ?? 0) + t.amount)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }
    func index(after i: Int) -> Int { i + 1 }

    subscript(i: Int) -> Element {
        (entries[i].memo, entries[i].amount, balances[i])
    }

    subscript(memo prefix: String) -> [Element] {
        return filter { $0.memo.hasPrefix(prefix) }
    }
}

func fmt(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let a = abs(cents)
    let c = a % 100
    return "\(sign)\(a / 100)." + (c < 10 ? "0" : "") + "\(c)"
}

var ledger: Ledger = [
    Transaction(memo: "salary", amount: 250000),
    Transaction(memo: "rent", amount: -120000),
    Transaction(memo: "groceries", amount: -8450),
]
ledger.append(Transaction(memo: "refund", amount: 1999))
ledger.append(Transaction(memo: "groceries", amount: -6025))
ledger.append(Transaction(memo: "gift", amount: -15000))

for row in ledger {
    print(row.memo.padded(10), fmt(row.amount).padded(10), fmt(row.balance))
}

extension String {
    func padded(_ n: Int) -> String {
        return count >= n ? self : self + String(repeating: " ", count: n - count)
    }
}

print("entries:", ledger.count)
print("final:", fmt(ledger[ledger.count - 1].balance))
print("groceries:", ledger[memo: "groc"].map { fmt($0.amount) })
print("spent:", fmt(ledger.filter { $0.amount < 0 }.reduce(0) { $0 + $1.amount }))

let lowest = ledger.min { $0.balance < $1.balance }!
print("lowest balance after:", lowest.memo, fmt(lowest.balance))

if let firstBig = ledger.firstIndex(where: { abs($0.amount) > 100000 && $0.amount < 0 }) {
    print("first big expense at", firstBig)
}

let byKind = ["in": ledger.filter { $0.amount > 0 }.count, "out": ledger.filter { $0.amount <= 0 }.count]
for k in byKind.keys.sorted() {
    print(k, byKind[k]!)
}

let deltas = zip(ledger.dropFirst(), ledger).map { $0.balance - $1.balance }
print(deltas == ledger.dropFirst().map(\.amount))

let memos = ledger.map(\.memo)
print(Set(memos).sorted())
print(memos.split(separator: "groceries").map { $0.joined(separator: "+") })

let empty: Ledger = []
print(empty.isEmpty, empty.first == nil)

// expect: salary     2500.00    2500.00
// expect: rent       -1200.00   1300.00
// expect: groceries  -84.50     1215.50
// expect: refund     19.99      1235.49
// expect: groceries  -60.25     1175.24
// expect: gift       -150.00    1025.24
// expect: entries: 6
// expect: final: 1025.24
// expect: groceries: ["-84.50", "-60.25"]
// expect: spent: -1494.75
// expect: lowest balance after: gift 1025.24
// expect: first big expense at 1
// expect: in 2
// expect: out 4
// expect: true
// expect: ["gift", "groceries", "refund", "rent", "salary"]
// expect: ["salary+rent", "refund", "gift"]
// expect: true true
