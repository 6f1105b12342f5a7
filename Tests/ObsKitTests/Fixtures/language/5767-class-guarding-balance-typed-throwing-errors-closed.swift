// Exercism style (Bank account): a class guarding balance with typed throwing errors for closed accounts and overdrafts
enum BankError: Error, Equatable {
    case accountClosed
    case accountAlreadyOpen
    case insufficientFunds(needed: Int)
    case invalidAmount(Int)
}

final class BankAccount {
    private var open = false
    private var cents = 0
    private(set) var history: [String] = []

    func openAccount() throws {
        guard !open else { throw BankError.accountAlreadyOpen }
        open = true
        cents = 0
        history.append("open")
    }
    func close() throws {
        guard open else { throw BankError.accountClosed }
        open = false
        history.append("close")
    }
    func balance() throws -> Int {
        guard open else { throw BankError.accountClosed }
        return cents
    }
    func deposit(_ amount: Int) throws {
        guard open else { throw BankError.accountClosed }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        cents += amount
        history.append("+\(amount)")
    }
    func withdraw(_ amount: Int) throws {
        guard open else { throw BankError.accountClosed }
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= cents else { throw BankError.insufficientFunds(needed: amount - cents) }
        cents -= amount
        history.append("-\(amount)")
    }
}

func test(_ name: String, expecting expected: BankError? = nil, _ body: () throws -> Void) {
    do {
        try body()
        print(expected == nil ? "PASS" : "FAIL", name)
    } catch let error as BankError {
        print(error == expected ? "PASS" : "FAIL", name, "->", error)
    } catch {
        print("FAIL", name, "unexpected", error)
    }
}

let account = BankAccount()
test("balance of closed account", expecting: .accountClosed) { _ = try account.balance() }
test("open") { try account.openAccount() }
test("deposit") { try account.deposit(100); try account.deposit(50) }
test("withdraw") { try account.withdraw(30) }
test("overdraw", expecting: .insufficientFunds(needed: 380)) { try account.withdraw(500) }
test("negative deposit", expecting: .invalidAmount(-5)) { try account.deposit(-5) }
test("reopen", expecting: .accountAlreadyOpen) { try account.openAccount() }
print("balance:", (try? account.balance()) ?? -1)
test("close") { try account.close() }
test("deposit after close", expecting: .accountClosed) { try account.deposit(1) }
print(account.history.joined(separator: " "))

// expect: PASS balance of closed account -> accountClosed
// expect: PASS open
// expect: PASS deposit
// expect: PASS withdraw
// expect: PASS overdraw -> insufficientFunds(needed: 380)
// expect: PASS negative deposit -> invalidAmount(-5)
// expect: PASS reopen -> accountAlreadyOpen
// expect: balance: 120
// expect: PASS close
// expect: PASS deposit after close -> accountClosed
// expect: open +100 +50 -30 close
