// Compiler test style: unapplied method references Type.method have type (Type) -> (Args) -> R
struct Account {
  var owner: String
  var balance: Int
  func describe() -> String { "\(owner): \(balance)" }
  func canAfford(_ amount: Int) -> Bool { balance >= amount }
  static func make(_ name: String) -> Account { Account(owner: name, balance: 0) }
}

let describeRef: (Account) -> () -> String = Account.describe
let affordRef = Account.canAfford
let acct = Account(owner: "Ann", balance: 50)
print(describeRef(acct)())
print(affordRef(acct)(30), affordRef(acct)(80))

let accounts = [acct, Account(owner: "Bo", balance: 5)]
print(accounts.map(Account.describe).map { $0() })
print(accounts.map { Account.canAfford($0)(10) })
print(["Cy", "Di"].map(Account.make).map { $0.describe() })

class Animal {
  func speak() -> String { "..." }
}
class Dog: Animal {
  override func speak() -> String { "woof" }
}
let speak = Animal.speak
print(speak(Animal())(), speak(Dog())())

let bound = acct.describe
print(bound())
let upper = String.uppercased
print(upper("hello")())
let hasPre = String.hasPrefix
print(["apple", "banana", "avocado"].filter { hasPre($0)("a") })
// expect: Ann: 50
// expect: true false
// expect: ["Ann: 50", "Bo: 5"]
// expect: [true, false]
// expect: ["Cy: 0", "Di: 0"]
// expect: ... woof
// expect: Ann: 50
// expect: HELLO
// expect: ["apple", "avocado"]
