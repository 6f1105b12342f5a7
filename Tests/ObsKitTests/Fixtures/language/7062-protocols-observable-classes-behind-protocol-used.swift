// Blog style (protocols): observable classes behind a protocol, used generically
import Observation

protocol Account: AnyObject, Observable {
    var owner: String { get }
    var balance: Int { get set }
}

@Observable
final class Checking: Account {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
}

@Observable
final class Savings: Account {
    let owner: String
    var balance: Int
    var rate = 2
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
}

func deposit<A: Account>(_ amount: Int, into account: A) {
    withObservationTracking {
        _ = account.balance
    } onChange: {
        print("\(account.owner): balance leaving \(account.balance)")
    }
    account.balance += amount
}

let a = Checking(owner: "Ann", balance: 100)
let b = Savings(owner: "Bob", balance: 500)
deposit(50, into: a)
deposit(25, into: b)
let all: [any Account] = [a, b]
for acct in all {
    print("\(acct.owner) has \(acct.balance)")
}
print("total", all.reduce(0) { $0 + $1.balance })
// expect: Ann: balance leaving 100
// expect: Bob: balance leaving 500
// expect: Ann has 150
// expect: Bob has 525
// expect: total 675
