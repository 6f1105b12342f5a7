// Compiler-test style: typed throws with throws(MyError), exhaustive catch without casting, and generic error propagation
enum BankError: Error, Equatable {
    case insufficient(needed: Int)
    case frozen
}

struct Account {
    var balance: Int
    var isFrozen = false
    mutating func withdraw(_ amount: Int) throws(BankError) {
        if isFrozen { throw .frozen }
        guard balance >= amount else { throw .insufficient(needed: amount - balance) }
        balance -= amount
    }
}

func attempt(_ acc: inout Account, _ amount: Int) -> String {
    do {
        try acc.withdraw(amount)
        return "ok, left \(acc.balance)"
    } catch {
        switch error {
        case .insufficient(let n): return "short by \(n)"
        case .frozen: return "account frozen"
        }
    }
}

func transform<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int {
    try body() * 2
}

func neverThrows() throws(Never) -> String { "safe" }

var acc = Account(balance: 100)
print(attempt(&acc, 30))
print(attempt(&acc, 100))
acc.isFrozen = true
print(attempt(&acc, 1))

do {
    let v = try transform { () throws(BankError) -> Int in throw .frozen }
    print(v)
} catch {
    print("typed:", error, error == .frozen)
}
let plain = transform { 21 }
print(plain)
print(neverThrows())
let r: Result<Int, BankError> = Result { () throws(BankError) -> Int in throw .insufficient(needed: 5) }
if case .failure(let e) = r { print("result failure:", e) }

// expect: ok, left 70
// expect: short by 30
// expect: account frozen
// expect: typed: frozen true
// expect: 42
// expect: safe
// expect: result failure: insufficient(needed: 5)
