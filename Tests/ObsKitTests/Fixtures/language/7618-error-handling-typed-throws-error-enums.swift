// Swift book style (Error Handling): typed throws, error enums with associated values and nested do-catch
enum BankError: Error, Equatable {
    case insufficient(needed: Int)
    case frozen
    case limit(Int)
}
struct Account {
    var balance: Int
    var frozen = false
    mutating func withdraw(_ amount: Int) throws(BankError) {
        if frozen { throw .frozen }
        if amount > 500 { throw .limit(500) }
        if amount > balance { throw .insufficient(needed: amount - balance) }
        balance -= amount
    }
}
var acct = Account(balance: 300)
let attempts = [100, 250, 600, 50]
for a in attempts {
    do {
        try acct.withdraw(a)
        print("withdrew \(a), left \(acct.balance)")
    } catch .insufficient(let needed) {
        print("short by \(needed)")
    } catch .limit(let max) {
        print("over limit \(max)")
    } catch {
        print("other: \(error)")
    }
}
acct.frozen = true
do throws(BankError) {
    try acct.withdraw(1)
} catch {
    print("typed catch:", error, error == .frozen)
}
func outer() throws {
    do {
        try acct.withdraw(10)
    } catch BankError.limit {
        print("not reached")
    }
}
do {
    try outer()
} catch let e as BankError {
    print("propagated:", e)
}
struct Wrapped: Error { let inner: BankError; let context: String }
func wrapping() throws {
    do { try acct.withdraw(5) } catch { throw Wrapped(inner: error, context: "wrap") }
}
do { try wrapping() } catch let w as Wrapped { print(w.context, w.inner) } catch { print("?") }
print(BankError.limit(3) == .limit(3), BankError.insufficient(needed: 1) == .frozen)
// expect: withdrew 100, left 200
// expect: short by 50
// expect: over limit 500
// expect: withdrew 50, left 150
// expect: typed catch: frozen true
// expect: propagated: frozen
// expect: wrap frozen
// expect: true false
