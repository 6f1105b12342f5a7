// Check error: a subclass overrides a method its superclass marked 'final'
class Account {
    var balance: Double

    init(balance: Double) {
        self.balance = balance
    }

    final func monthlyFee() -> Double {
        return 5.0
    }
}

class StudentAccount: Account {
    override func monthlyFee() -> Double {
        return 0.0
    }
}

let account = StudentAccount(balance: 120)
print("Fee: \(account.monthlyFee())")
// expect-error: instance method overrides a 'final' instance method
