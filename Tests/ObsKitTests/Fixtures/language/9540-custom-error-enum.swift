// Custom Error enum for a bank account: throwing methods, do/catch with specific cases, LocalizedError text (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum AccountError: Error, Equatable {
    case insufficientFunds(needed: Double)
    case invalidAmount(Double)
    case accountFrozen
    case dailyLimitExceeded(limit: Double)
}

extension AccountError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .insufficientFunds(let needed): return String(format: "Need %.2f more", needed)
        case .invalidAmount(let amount): return "Amount \(amount) is not valid"
        case .accountFrozen: return "This account is frozen"
        case .dailyLimitExceeded(let limit): return "Daily limit of \(Int(limit)) reached"
        }
    }
}

final class Account {
    private(set) var balance: Double
    var isFrozen = false
    private var withdrawnToday = 0.0
    let dailyLimit = 1000.0

    init(balance: Double) { self.balance = balance }

    func withdraw(_ amount: Double) throws {
        guard !isFrozen else { throw AccountError.accountFrozen }
        guard amount > 0 else { throw AccountError.invalidAmount(amount) }
        guard withdrawnToday + amount <= dailyLimit else { throw AccountError.dailyLimitExceeded(limit: dailyLimit) }
        guard amount <= balance else { throw AccountError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        withdrawnToday += amount
    }
}

let account = Account(balance: 620)
let attempts: [Double] = [120, -5, 300, 90, 200, 600]
for amount in attempts {
    do {
        try account.withdraw(amount)
        print("withdrew \(amount), balance \(account.balance)")
    } catch AccountError.insufficientFunds(let needed) {
        print("short by \(needed)")
    } catch let error as AccountError {
        print("failed:", error.localizedDescription)
    } catch {
        print("other error")
    }
}

account.isFrozen = true
do {
    try account.withdraw(1)
} catch {
    print(error.localizedDescription, error as? AccountError == .accountFrozen)
}

let results = [3.0, 0.0, 10.0].map { amount -> String in
    let fresh = Account(balance: 5)
    if (try? fresh.withdraw(amount)) != nil { return "ok" }
    return "nil"
}
print(results)

// expect: withdrew 120.0, balance 500.0
// expect: failed: Amount -5.0 is not valid
// expect: withdrew 300.0, balance 200.0
// expect: withdrew 90.0, balance 110.0
// expect: short by 90.0
// expect: failed: Daily limit of 1000 reached
// expect: This account is frozen true
// expect: ["ok", "nil", "nil"]
