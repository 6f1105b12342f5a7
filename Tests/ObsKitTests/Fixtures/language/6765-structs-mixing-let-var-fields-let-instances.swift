// Advanced Swift style (let vs var): structs mixing let and var fields, let instances, and classes whose let references still allow mutation
struct Account {
    let id: Int
    var owner: String
    var balance: Int
}

final class Ledger {
    let name: String
    var entries: [String] = []
    init(name: String) { self.name = name }
}

struct Book {
    let ledger: Ledger
    var title: String
}

var acct = Account(id: 1, owner: "Kim", balance: 50)
acct.owner = "Kim Lee"
acct.balance -= 20
print(acct.id, acct.owner, acct.balance)

let frozen = acct
acct.balance = 0
print(frozen.balance, acct.balance)

acct = Account(id: 2, owner: "Lee", balance: 5)
print(acct.id, frozen.id)

let book = Book(ledger: Ledger(name: "main"), title: "Q1")
book.ledger.entries.append("opened")
book.ledger.entries.append("paid")
print(book.title, book.ledger.name, book.ledger.entries)

var second = book
second.title = "Q2"
second.ledger.entries.append("from second")
print(book.title, second.title)
print(book.ledger.entries.count, second.ledger.entries.count, book.ledger === second.ledger)

let accounts = [Account(id: 3, owner: "A", balance: 1), Account(id: 4, owner: "B", balance: 2)]
var mutableCopy = accounts
mutableCopy[0].balance = 99
print(accounts.map(\.balance), mutableCopy.map(\.balance))

func deposit(_ amount: Int, into account: Account) -> Account {
    var result = account
    result.balance += amount
    return result
}
let updated = deposit(10, into: frozen)
print(frozen.balance, updated.balance, updated.id)

// expect: 1 Kim Lee 30
// expect: 30 0
// expect: 2 1
// expect: Q1 main ["opened", "paid"]
// expect: Q1 Q2
// expect: 3 3 true
// expect: [1, 2] [99, 2]
// expect: 30 40 1
