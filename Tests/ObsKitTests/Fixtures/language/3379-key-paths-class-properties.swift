// Compiler test style: key paths to class properties, tuple elements, optional chains and key path equality/hashing
final class Account {
  var owner: String
  var balance: Int
  var backup: Account?
  init(_ o: String, _ b: Int, backup: Account? = nil) { owner = o; balance = b; self.backup = backup }
}
struct Pair { var t: (Int, String) }

let acc = Account("ann", 100, backup: Account("bob", 5))
let balKP = \Account.balance
acc[keyPath: balKP] += 50
print(acc.balance)
let backupBal = \Account.backup?.balance
print(acc[keyPath: backupBal] as Any)
let nested = \Account.backup?.backup?.owner
print(acc[keyPath: nested] as Any)

var pr = Pair(t: (1, "one"))
pr[keyPath: \.t.0] = 11
pr[keyPath: \Pair.t.1].append("!")
print(pr.t.0, pr.t.1)

let k1 = \Account.balance
let k2 = \Account.balance
let k3 = \Account.owner
print(k1 == k2, k1 == k3 as AnyKeyPath)
var seen: [AnyKeyPath: String] = [:]
seen[k1] = "balance"
seen[k3] = "owner"
print(seen[k2] ?? "missing", seen.count)

func extract<T, V>(_ xs: [T], _ kp: KeyPath<T, V>) -> [V] { xs.map { $0[keyPath: kp] } }
let accounts = [acc, Account("cy", 7), Account("di", 70)]
print(extract(accounts, \.owner))
print(extract(accounts, \.balance).reduce(0, +))
print(accounts.max { $0.balance < $1.balance }!.owner)

let appended = (\Account.backup).appending(path: \Account?.?.owner)
print(acc[keyPath: appended] as Any)
// expect: 150
// expect: Optional(5)
// expect: nil
// expect: 11 one!
// expect: true false
// expect: balance 2
// expect: ["ann", "cy", "di"]
// expect: 227
// expect: ann
// expect: Optional("bob")
