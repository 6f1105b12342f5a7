// Compiler test style (error handling): propagation through several frames with cleanup
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int)
    case accountLocked(String)
    case unknown
    var description: String {
        switch self {
        case .insufficientFunds(let n): "need \(n) more"
        case .accountLocked(let who): "\(who) is locked"
        case .unknown: "unknown"
        }
    }
}

struct Account { let owner: String; var balance: Int; var locked = false }

func checkLock(_ a: Account) throws {
    if a.locked { throw BankError.accountLocked(a.owner) }
}

func withdraw(_ amount: Int, from a: inout Account) throws {
    defer { print("withdraw cleanup for \(a.owner)") }
    try checkLock(a)
    guard a.balance >= amount else {
        throw BankError.insufficientFunds(needed: amount - a.balance)
    }
    a.balance -= amount
}

func transfer(_ amount: Int, from: inout Account, to: inout Account) throws {
    print("transfer \(amount) requested")
    try withdraw(amount, from: &from)
    to.balance += amount
    print("transfer ok")
}

var alice = Account(owner: "alice", balance: 100)
var bob = Account(owner: "bob", balance: 10)

for amount in [30, 200, 50] {
    do {
        try transfer(amount, from: &alice, to: &bob)
    } catch BankError.insufficientFunds(let needed) where needed > 100 {
        print("way short by \(needed)")
    } catch let error as BankError {
        print("bank error: \(error)")
    }
}
print(alice.balance, bob.balance)

bob.locked = true
do {
    try transfer(1, from: &bob, to: &alice)
} catch {
    print("generic catch: \(error) | \(type(of: error))")
}
print(alice.balance, bob.balance)

// Errors crossing a closure boundary and rethrown with context
struct Context: Error { let step: String; let underlying: Error }
func runSteps(_ steps: [(String, () throws -> Void)]) throws {
    for (name, step) in steps {
        do { try step() } catch { throw Context(step: name, underlying: error) }
        print("step \(name) ok")
    }
}
do {
    try runSteps([("a", {}), ("b", { throw BankError.unknown }), ("c", {})])
} catch let c as Context {
    print("failed at \(c.step): \(c.underlying)")
}

// expect: transfer 30 requested
// expect: withdraw cleanup for alice
// expect: transfer ok
// expect: transfer 200 requested
// expect: withdraw cleanup for alice
// expect: way short by 130
// expect: transfer 50 requested
// expect: withdraw cleanup for alice
// expect: transfer ok
// expect: 20 90
// expect: transfer 1 requested
// expect: withdraw cleanup for bob
// expect: generic catch: bob is locked | BankError
// expect: 20 90
// expect: step a ok
// expect: failed at b: unknown
