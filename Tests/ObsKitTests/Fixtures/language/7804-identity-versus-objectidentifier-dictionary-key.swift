// Swift book style (identity): === versus == and ObjectIdentifier as a dictionary key
final class Account: Equatable {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
    static func == (lhs: Account, rhs: Account) -> Bool {
        lhs.owner == rhs.owner && lhs.balance == rhs.balance
    }
}

let a = Account(owner: "Ann", balance: 10)
let b = Account(owner: "Ann", balance: 10)
let c = a

print("a == b: \(a == b)")
print("a === b: \(a === b)")
print("a === c: \(a === c)")
print("a !== b: \(a !== b)")

var visits: [ObjectIdentifier: Int] = [:]
for acct in [a, b, c, a] {
    visits[ObjectIdentifier(acct), default: 0] += 1
}
print("distinct objects: \(visits.count)")
print("a visited \(visits[ObjectIdentifier(a)]!) times")
print("b visited \(visits[ObjectIdentifier(b)]!) times")
print("ids equal: \(ObjectIdentifier(a) == ObjectIdentifier(c))")
print("ids differ: \(ObjectIdentifier(a) != ObjectIdentifier(b))")
print("type ids equal: \(ObjectIdentifier(Account.self) == ObjectIdentifier(type(of: a)))")
c.balance = 99
print("a balance \(a.balance), b balance \(b.balance)")
print("a == b now: \(a == b)")
// expect: a == b: true
// expect: a === b: false
// expect: a === c: true
// expect: a !== b: true
// expect: distinct objects: 2
// expect: a visited 3 times
// expect: b visited 1 times
// expect: ids equal: true
// expect: ids differ: true
// expect: type ids equal: true
// expect: a balance 99, b balance 10
// expect: a == b now: false
