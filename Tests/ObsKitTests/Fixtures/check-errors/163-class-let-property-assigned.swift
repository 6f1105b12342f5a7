// Check error: assigning to a 'let' stored property of a class instance
class Account {
    let owner: String
    var balance = 0
    init(owner: String) { self.owner = owner }
}

let account = Account(owner: "Sam")
account.balance = 100
account.owner = "Alex"
print(account.owner)
// expect-error: cannot assign to property: 'owner' is a 'let' constant
