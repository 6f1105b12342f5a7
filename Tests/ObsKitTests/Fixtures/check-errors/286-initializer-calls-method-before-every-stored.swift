// Check error: an initializer calls a method before every stored property is set
class Account {
    let owner: String
    var balance: Double
    var summary: String

    init(owner: String, balance: Double) {
        self.owner = owner
        self.summary = describe()
        self.balance = balance
    }

    func describe() -> String {
        return "\(owner): \(balance)"
    }
}

print(Account(owner: "Ana", balance: 10).summary)
// expect-error: 'self' used in method call 'describe' before all stored properties are initialized
