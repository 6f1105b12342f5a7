// typed-throws
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum BankError: Error, CustomStringConvertible {
    case insufficient(needed: Int)
    case frozen
    var description: String {
        switch self {
        case .insufficient(let n): return "need \(n) more"
        case .frozen: return "account frozen"
        }
    }
}

struct Account {
    var balance: Int
    var frozen = false

    mutating func withdraw(_ amount: Int) throws(BankError) {
        if frozen { throw .frozen }
        guard amount <= balance else { throw .insufficient(needed: amount - balance) }
        balance -= amount
    }
}

var acct = Account(balance: 100)
for amount in [30, 80, 50] {
    do {
        try acct.withdraw(amount)
        print("withdrew \(amount), left \(acct.balance)")
    } catch {
        switch error {
        case .insufficient(let needed): print("short by \(needed)")
        case .frozen: print("frozen")
        }
    }
}

acct.frozen = true
do throws(BankError) {
    try acct.withdraw(1)
} catch {
    print("caught:", error)
}

func transfer(_ amounts: [Int], from a: inout Account) throws(BankError) -> Int {
    var total = 0
    for x in amounts {
        try a.withdraw(x)
        total += x
    }
    return total
}

var other = Account(balance: 50)
let result = Result { () throws(BankError) -> Int in try transfer([10, 20], from: &other) }
print(result, other.balance)
let failed = Result { () throws(BankError) -> Int in try transfer([10, 50], from: &other) }
switch failed {
case .success(let n): print("moved", n)
case .failure(let e): print("failed:", e.description, "balance", other.balance)
}

func neverFails() throws(Never) -> String { "safe" }
print(neverFails())
// expect: withdrew 30, left 70
// expect: short by 10
// expect: withdrew 50, left 20
// expect: caught: account frozen
// expect: success(30) 20
// expect: failed: need 40 more balance 10
// expect: safe
