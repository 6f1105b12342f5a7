// Course style (bank account with errors): throwing methods, custom Error enum, do/catch
enum BankError: Error {
    case insufficientFunds(needed: Int)
    case invalidAmount
    case accountFrozen
}

class BankAccount {
    let owner: String
    private(set) var balanceCents: Int
    var frozen = false
    let overdraftLimit: Int

    init(owner: String, balanceCents: Int, overdraftLimit: Int = 0) {
        self.owner = owner
        self.balanceCents = balanceCents
        self.overdraftLimit = overdraftLimit
    }

    func deposit(_ cents: Int) throws {
        guard !frozen else { throw BankError.accountFrozen }
        guard cents > 0 else { throw BankError.invalidAmount }
        balanceCents += cents
    }

    func withdraw(_ cents: Int) throws {
        guard !frozen else { throw BankError.accountFrozen }
        guard cents > 0 else { throw BankError.invalidAmount }
        if balanceCents - cents < -overdraftLimit {
            throw BankError.insufficientFunds(needed: cents - balanceCents - overdraftLimit)
        }
        balanceCents -= cents
    }
}

func dollars(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let absolute = abs(cents)
    let rest = absolute % 100
    return "\(sign)$\(absolute / 100).\(rest < 10 ? "0" : "")\(rest)"
}

let account = BankAccount(owner: "Priya", balanceCents: 12_050, overdraftLimit: 5_000)

let actions: [(String, Int)] = [("deposit", 2_500), ("withdraw", 10_000), ("withdraw", 8_000),
                                ("withdraw", 1_000), ("deposit", -5), ("freeze", 0), ("deposit", 100)]

for (kind, amount) in actions {
    do {
        switch kind {
        case "deposit": try account.deposit(amount)
        case "withdraw": try account.withdraw(amount)
        default:
            account.frozen = true
            print("Account frozen")
            continue
        }
        print("\(kind) \(dollars(amount)) ok, balance \(dollars(account.balanceCents))")
    } catch BankError.insufficientFunds(let needed) {
        print("\(kind) \(dollars(amount)) failed: short by \(dollars(needed))")
    } catch BankError.invalidAmount {
        print("\(kind) failed: invalid amount \(amount)")
    } catch {
        print("\(kind) failed: \(error)")
    }
}
print("Final balance for \(account.owner): \(dollars(account.balanceCents))")

// expect: deposit $25.00 ok, balance $145.50
// expect: withdraw $100.00 ok, balance $45.50
// expect: withdraw $80.00 ok, balance -$34.50
// expect: withdraw $10.00 ok, balance -$44.50
// expect: deposit failed: invalid amount -5
// expect: Account frozen
// expect: deposit failed: accountFrozen
// expect: Final balance for Priya: -$44.50
