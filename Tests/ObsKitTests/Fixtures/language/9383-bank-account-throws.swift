// bank account with a custom Error enum, throwing withdraw/transfer and do/catch (expected output from swiftc 6.3.1 on Linux)
enum BankError: Error {
    case insufficientFunds(needed: Double)
    case invalidAmount
    case accountFrozen
}

final class BankAccount {
    let owner: String
    private(set) var balance: Double
    var isFrozen = false
    private(set) var history: [String] = []

    init(owner: String, balance: Double = 0) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard !isFrozen else { throw BankError.accountFrozen }
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard !isFrozen else { throw BankError.accountFrozen }
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
        history.append("-\(amount)")
    }

    func transfer(_ amount: Double, to other: BankAccount) throws {
        try withdraw(amount)
        try other.deposit(amount)
    }
}

func attempt(_ label: String, _ action: () throws -> Void) {
    do {
        try action()
        print("\(label): ok")
    } catch BankError.insufficientFunds(let needed) {
        print("\(label): short by \(needed)")
    } catch BankError.invalidAmount {
        print("\(label): invalid amount")
    } catch {
        print("\(label): failed with \(error)")
    }
}

let alice = BankAccount(owner: "Alice", balance: 100)
let bob = BankAccount(owner: "Bob")
attempt("deposit 50") { try alice.deposit(50) }
attempt("withdraw 200") { try alice.withdraw(200) }
attempt("deposit -5") { try alice.deposit(-5) }
attempt("transfer 70") { try alice.transfer(70, to: bob) }
bob.isFrozen = true
attempt("bob withdraw 10") { try bob.withdraw(10) }
attempt("transfer to frozen") { try alice.transfer(10, to: bob) }
print("Alice: \(alice.balance), Bob: \(bob.balance)")
print("Alice history: \(alice.history)")
let ok = (try? bob.withdraw(1)) != nil
print("try? succeeded: \(ok)")
// expect: deposit 50: ok
// expect: withdraw 200: short by 50.0
// expect: deposit -5: invalid amount
// expect: transfer 70: ok
// expect: bob withdraw 10: failed with accountFrozen
// expect: transfer to frozen: failed with accountFrozen
// expect: Alice: 70.0, Bob: 70.0
// expect: Alice history: ["+50.0", "-70.0", "-10.0"]
// expect: try? succeeded: false
