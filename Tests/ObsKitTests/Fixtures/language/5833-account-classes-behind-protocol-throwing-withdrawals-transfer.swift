// Hacking with Swift style (bank domain): account classes behind a protocol, throwing withdrawals and a transfer that rolls back
enum BankError: Error, Equatable {
    case insufficientFunds(needed: Int)
    case accountFrozen(String)
    case invalidAmount
}

protocol Account: AnyObject {
    var owner: String { get }
    var balance: Int { get }
    func deposit(_ amount: Int) throws
    func withdraw(_ amount: Int) throws
}

class CheckingAccount: Account {
    let owner: String
    private(set) var balance: Int
    var frozen = false
    let overdraftLimit: Int
    init(owner: String, balance: Int, overdraftLimit: Int = 0) {
        self.owner = owner
        self.balance = balance
        self.overdraftLimit = overdraftLimit
    }
    func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard !frozen else { throw BankError.accountFrozen(owner) }
        balance += amount
    }
    func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard !frozen else { throw BankError.accountFrozen(owner) }
        guard balance + overdraftLimit >= amount else {
            throw BankError.insufficientFunds(needed: amount - balance - overdraftLimit)
        }
        balance -= amount
    }
}

final class SavingsAccount: CheckingAccount {
    let rateBasisPoints: Int
    init(owner: String, balance: Int, rateBasisPoints: Int) {
        self.rateBasisPoints = rateBasisPoints
        super.init(owner: owner, balance: balance)
    }
    func addInterest() throws {
        try deposit(balance * rateBasisPoints / 10_000)
    }
}

func transfer(_ amount: Int, from: Account, to: Account) -> String {
    do {
        try from.withdraw(amount)
        do {
            try to.deposit(amount)
        } catch {
            try? from.deposit(amount)
            throw error
        }
        return "moved \(amount) \(from.owner)->\(to.owner)"
    } catch BankError.insufficientFunds(let needed) {
        return "short by \(needed)"
    } catch let error as BankError {
        return "failed: \(error)"
    } catch {
        return "other error"
    }
}

let alice = CheckingAccount(owner: "Alice", balance: 500, overdraftLimit: 100)
let bob = SavingsAccount(owner: "Bob", balance: 1_000, rateBasisPoints: 250)
print(transfer(550, from: alice, to: bob))
print(transfer(100, from: alice, to: bob))
print(transfer(-5, from: bob, to: alice))
bob.frozen = true
print(transfer(20, from: alice, to: bob))
bob.frozen = false
try? bob.addInterest()
let accounts: [Account] = [alice, bob]
for account in accounts { print(account.owner, account.balance, account is SavingsAccount) }

// expect: moved 550 Alice->Bob
// expect: short by 50
// expect: failed: invalidAmount
// expect: failed: accountFrozen("Bob")
// expect: Alice -50 false
// expect: Bob 1588 true
