// Book style (Error Handling): throwing initializers, error propagation and error enums with rawValue
enum AccountError: Error, CustomStringConvertible {
    case invalidPin(attempts: Int)
    case locked
    case overdraft(amount: Int)

    var description: String {
        switch self {
        case .invalidPin(let a): return "invalid pin (\(a) attempts)"
        case .locked: return "account locked"
        case .overdraft(let amt): return "overdraft by \(amt)"
        }
    }
}

enum Code: Int, Error {
    case notFound = 404
    case server = 500
}

struct Account {
    let pin: String
    var balance: Int
    init(pin: String, balance: Int) throws {
        guard pin.count == 4, Int(pin) != nil else { throw AccountError.invalidPin(attempts: 0) }
        self.pin = pin
        self.balance = balance
    }
}

class ATM {
    var attempts = 0
    var account: Account
    init(account: Account) { self.account = account }

    func unlock(with pin: String) throws {
        if attempts >= 3 { throw AccountError.locked }
        if pin != account.pin {
            attempts += 1
            throw AccountError.invalidPin(attempts: attempts)
        }
        attempts = 0
    }

    func withdraw(_ amount: Int, pin: String) throws -> Int {
        try unlock(with: pin)
        if amount > account.balance { throw AccountError.overdraft(amount: amount - account.balance) }
        account.balance -= amount
        return account.balance
    }
}

func lookup(_ code: Int) throws -> String {
    if let c = Code(rawValue: code) { throw c }
    return "ok \(code)"
}

do {
    _ = try Account(pin: "12a4", balance: 10)
} catch {
    print("creation failed:", error)
}
let acct = try! Account(pin: "1234", balance: 100)
print(acct)
let atm = ATM(account: acct)
let attemptsList: [(Int, String)] = [(30, "1234"), (100, "1234"), (10, "0000"), (10, "1111"), (10, "2222"), (10, "1234")]
for (amount, pin) in attemptsList {
    do {
        let left = try atm.withdraw(amount, pin: pin)
        print("withdrew \(amount), left \(left)")
    } catch let e as AccountError {
        print("error: \(e)")
    } catch {
        print("unknown")
    }
}
for code in [200, 404, 500] {
    do {
        print(try lookup(code))
    } catch let c as Code {
        print("code error", c, c.rawValue)
    } catch {}
}
print(String(describing: AccountError.overdraft(amount: 7)))
print((try? lookup(404)) ?? "fallback")

// expect: creation failed: invalid pin (0 attempts)
// expect: Account(pin: "1234", balance: 100)
// expect: withdrew 30, left 70
// expect: error: overdraft by 30
// expect: error: invalid pin (1 attempts)
// expect: error: invalid pin (2 attempts)
// expect: error: invalid pin (3 attempts)
// expect: error: account locked
// expect: ok 200
// expect: code error notFound 404
// expect: code error server 500
// expect: overdraft by 7
// expect: fallback
