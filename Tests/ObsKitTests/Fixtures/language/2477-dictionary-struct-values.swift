// Compiler test style: value semantics of dictionaries of structs: dict[k]?.field, default: subscript append
struct Account {
  var owner: String
  var balance: Int
  var history: [Int] = []
}

var accounts: [String: Account] = [
  "a1": Account(owner: "Ada", balance: 100),
  "b2": Account(owner: "Ben", balance: 50),
]

accounts["a1"]?.balance += 25
accounts["a1"]?.history.append(25)
accounts["zz"]?.balance += 1000
let missing: Void? = accounts["zz"]?.balance = 1
print("missing write happened:", missing != nil)
let present: Void? = accounts["b2"]?.balance = 75
print("present write happened:", present != nil)

var snapshot = accounts
snapshot["b2"]!.owner = "Benjamin"

for key in accounts.keys.sorted() {
  let acct = accounts[key]!
  print(key, acct.owner, acct.balance, acct.history)
}
print("snapshot b2:", snapshot["b2"]!.owner)

var groups: [String: [String]] = [:]
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for w in words {
  groups[String(w.first!), default: []].append(w)
}
for key in groups.keys.sorted() {
  print(key, groups[key]!)
}

var tallies: [Character: Int] = [:]
for ch in "mississippi" {
  tallies[ch, default: 0] += 1
}
print(tallies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
// expect: missing write happened: false
// expect: present write happened: true
// expect: a1 Ada 125 [25]
// expect: b2 Ben 75 []
// expect: snapshot b2: Benjamin
// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: i=4,m=1,p=2,s=4
