// App model style (bank account): a class with private(set) balance, transaction history enum, throwing withdrawals and a savings subclass
enum Transaction: CustomStringConvertible {
    case deposit(Int)
    case withdrawal(Int)
    case interest(Int)

    var description: String {
        switch self {
        case .deposit(let c): return "+\(c)"
        case .withdrawal(let c): return "-\(c)"
        case .interest(let c): return "+\(c) interest"
        }
    }
}

enum BankError: Error, Equatable {
    case insufficientFunds(needed: Int)
    case invalidAmount
}

class BankAccount {
    let owner: String
    private(set) var balanceCents = 0
    private(set) var history: [Transaction] = []

    init(owner: String) { self.owner = owner }

    func deposit(_ cents: Int) throws {
        guard cents > 0 else { throw BankError.invalidAmount }
        balanceCents += cents
        history.append(.deposit(cents))
    }

    func withdraw(_ cents: Int) throws {
        guard cents > 0 else { throw BankError.invalidAmount }
        guard cents <= balanceCents else { throw BankError.insufficientFunds(needed: cents - balanceCents) }
        balanceCents -= cents
        history.append(.withdrawal(cents))
    }

    fileprivate func credit(interest cents: Int) {
        balanceCents += cents
        history.append(.interest(cents))
    }

    var formatted: String {
        let sign = balanceCents < 0 ? "-" : ""
        let v = abs(balanceCents)
        let cents = v % 100
        return "\(sign)$\(v / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}

final class SavingsAccount: BankAccount {
    let ratePercent: Int
    init(owner: String, ratePercent: Int) {
        self.ratePercent = ratePercent
        super.init(owner: owner)
    }
    func applyInterest() { credit(interest: balanceCents * ratePercent / 100) }
}

let acct = SavingsAccount(owner: "Lee", ratePercent: 3)
let ops: [(String, Int)] = [("dep", 10_000), ("wd", 2_550), ("wd", 9_000), ("dep", 0), ("dep", 405)]
for (kind, amount) in ops {
    do {
        if kind == "dep" { try acct.deposit(amount) } else { try acct.withdraw(amount) }
        print("\(kind) \(amount): balance \(acct.formatted)")
    } catch BankError.insufficientFunds(let needed) {
        print("\(kind) \(amount): short by \(needed)")
    } catch {
        print("\(kind) \(amount): \(error)")
    }
}
acct.applyInterest()
print(acct.owner, acct.formatted, acct.history)
print((try? acct.withdraw(1)) != nil, (try? acct.withdraw(-1)) == nil)

// expect: dep 10000: balance $100.00
// expect: wd 2550: balance $74.50
// expect: wd 9000: short by 1550
// expect: dep 0: invalidAmount
// expect: dep 405: balance $78.55
// expect: Lee $80.90 [+10000, -2550, +405, +235 interest]
// expect: true true
