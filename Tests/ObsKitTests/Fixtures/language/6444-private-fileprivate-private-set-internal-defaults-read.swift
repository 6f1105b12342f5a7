// Swift Apprentice style (access control): private, fileprivate, private(set), internal defaults and a read-only public interface in one file
struct BankAccount {
    let owner: String
    private(set) var balance: Double = 0
    private var transactions: [String] = []
    fileprivate static var accountsOpened = 0
    init(owner: String) {
        self.owner = owner
        Self.accountsOpened += 1
    }
    mutating func deposit(_ amount: Double) {
        guard amount > 0 else { log("rejected deposit \(amount)"); return }
        balance += amount
        log("deposit \(amount)")
    }
    mutating func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else { log("insufficient for \(amount)"); return false }
        balance -= amount
        log("withdraw \(amount)")
        return true
    }
    private mutating func log(_ entry: String) { transactions.append(entry) }
    var history: [String] { transactions }
}
var account = BankAccount(owner: "Ray")
account.deposit(100)
account.deposit(-5)
print(account.withdraw(30), account.withdraw(500))
print(account.balance)
print(account.history)
_ = BankAccount(owner: "Vicki")
print(BankAccount.accountsOpened)

class Counter {
    private var count = 0
    fileprivate var label = "counter"
    internal func increment() -> Int { count += 1; return count }
    private func secret() -> String { "count is \(count)" }
    func reveal() -> String { secret() }
}
let counter = Counter()
_ = counter.increment()
print(counter.increment(), counter.reveal(), counter.label)

struct Player {
    private var _health = 100
    var health: Int {
        get { _health }
        set { _health = min(max(newValue, 0), 100) }
    }
}
extension Player {
    mutating func takeDamage(_ d: Int) { health -= d }
    var status: String { _health == 0 ? "down" : "hp \(_health)" }
}
var hero = Player()
hero.takeDamage(30)
print(hero.status)
hero.health = 500
print(hero.health)
hero.takeDamage(1000)
print(hero.status)
fileprivate enum Mode: String { case easy, hard }
private let currentMode = Mode.hard
print(currentMode.rawValue)

// expect: true false
// expect: 70.0
// expect: ["deposit 100.0", "rejected deposit -5.0", "withdraw 30.0", "insufficient for 500.0"]
// expect: 2
// expect: 2 count is 2 counter
// expect: hp 70
// expect: 100
// expect: down
// expect: hard
