// Swift in Depth style (error enums with helpers): an error enum with computed properties, static factories and Equatable matching
enum BankError: Error, Equatable, CustomStringConvertible {
    case accountLocked(id: String)
    case overdraft(id: String, shortBy: Int)
    case limitExceeded(limit: Int)

    static func overdraft(_ id: String, balance: Int, amount: Int) -> BankError {
        .overdraft(id: id, shortBy: amount - balance)
    }

    var isUserFixable: Bool {
        if case .accountLocked = self { return false }
        return true
    }

    var description: String {
        switch self {
        case .accountLocked(let id): return "account \(id) is locked"
        case let .overdraft(id, shortBy): return "account \(id) short by \(shortBy)"
        case .limitExceeded(let limit): return "over the \(limit) limit"
        }
    }
}

struct Account { let id: String; var balance: Int; var locked = false }

var accounts = ["A1": Account(id: "A1", balance: 100), "B2": Account(id: "B2", balance: 20, locked: true)]

func transfer(_ amount: Int, from id: String) throws {
    guard var account = accounts[id] else { return }
    if account.locked { throw BankError.accountLocked(id: id) }
    if amount > 500 { throw BankError.limitExceeded(limit: 500) }
    if amount > account.balance { throw BankError.overdraft(id, balance: account.balance, amount: amount) }
    account.balance -= amount
    accounts[id] = account
}

let attempts: [(Int, String)] = [(30, "A1"), (10, "B2"), (90, "A1"), (600, "A1"), (70, "A1"), (5, "ZZ")]
for (amount, id) in attempts {
    do {
        try transfer(amount, from: id)
        print("moved \(amount) from \(id)")
    } catch let e as BankError {
        print("\(e) [fixable: \(e.isUserFixable)]")
        if e == .overdraft(id: "A1", shortBy: 20) { print("  exactly the expected overdraft") }
    } catch {
        print(error)
    }
}
print(accounts.keys.sorted().map { "\($0): \(accounts[$0]!.balance)" })

// expect: moved 30 from A1
// expect: account B2 is locked [fixable: false]
// expect: account A1 short by 20 [fixable: true]
// expect:   exactly the expected overdraft
// expect: over the 500 limit [fixable: true]
// expect: moved 70 from A1
// expect: moved 5 from ZZ
// expect: ["A1: 0", "B2: 20"]
