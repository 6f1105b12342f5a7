// Exercism style (Bank Account): a class with open/close state, throwing deposits/withdrawals, custom Error enum and do/catch
enum BankError: Error, Equatable {
    case accountClosed
    case insufficientFunds(needed: Int)
    case invalidAmount(Int)
}

final class BankAccount {
    private(set) var isOpen = false
    private var cents = 0

    func open() throws {
        guard !isOpen else { throw BankError.invalidAmount(0) }
        isOpen = true
        cents = 0
    }

    func close() { isOpen = false }

    var balance: Int {
        get throws {
            guard isOpen else { throw BankError.accountClosed }
            return cents
        }
    }

    func deposit(_ amount: Int) throws {
        guard isOpen else { throw BankError.accountClosed }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        cents += amount
    }

    func withdraw(_ amount: Int) throws {
        guard isOpen else { throw BankError.accountClosed }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= cents else { throw BankError.insufficientFunds(needed: amount - cents) }
        cents -= amount
    }
}

func attempt(_ label: String, _ body: () throws -> Void) {
    do {
        try body()
        print("\(label): ok")
    } catch BankError.insufficientFunds(let needed) {
        print("\(label): short by \(needed)")
    } catch let e as BankError {
        print("\(label): \(e)")
    } catch {
        print("\(label): unexpected \(error)")
    }
}

let acct = BankAccount()
attempt("deposit closed") { try acct.deposit(10) }
attempt("open") { try acct.open() }
attempt("open twice") { try acct.open() }
attempt("deposit 100") { try acct.deposit(100) }
attempt("withdraw 30") { try acct.withdraw(30) }
attempt("withdraw 200") { try acct.withdraw(200) }
attempt("deposit -5") { try acct.deposit(-5) }
print("balance", (try? acct.balance) ?? -1)
acct.close()
print("balance", (try? acct.balance) as Any)
attempt("withdraw after close") { try acct.withdraw(1) }
print(BankError.insufficientFunds(needed: 3) == .insufficientFunds(needed: 3))

// expect: deposit closed: accountClosed
// expect: open: ok
// expect: open twice: invalidAmount(0)
// expect: deposit 100: ok
// expect: withdraw 30: ok
// expect: withdraw 200: short by 130
// expect: deposit -5: invalidAmount(-5)
// expect: balance 70
// expect: balance nil
// expect: withdraw after close: accountClosed
// expect: true
