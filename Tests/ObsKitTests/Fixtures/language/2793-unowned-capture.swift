// Compiler test style: unowned self capture inside a stored closure, deinit still runs
final class Account {
    let owner: String
    private(set) var balance: Int
    lazy var describe: () -> String = { [unowned self] in
        "\(self.owner): \(self.balance)"
    }
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }
    deinit { print("closing \(owner)") }
    func deposit(_ amount: Int) { balance += amount }
}

func scenario() {
    let acct = Account(owner: "ann", balance: 10)
    print(acct.describe())
    acct.deposit(32)
    let d = acct.describe
    print(d())
    print("leaving scenario")
}
scenario()
print("after scenario")

var opt: Account? = Account(owner: "bob", balance: 0)
opt!.deposit(7)
print(opt!.describe())
opt = nil
print("done")
// expect: ann: 10
// expect: ann: 42
// expect: leaving scenario
// expect: closing ann
// expect: after scenario
// expect: bob: 7
// expect: closing bob
// expect: done
