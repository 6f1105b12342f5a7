// Compiler test style: property wrapper with projectedValue exposing change history via $ syntax
@propertyWrapper
struct Tracked<Value> {
    private var value: Value
    private(set) var history: [Value] = []

    init(wrappedValue: Value) {
        self.value = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            history.append(value)
            value = newValue
        }
    }

    var projectedValue: [Value] { history }
}

struct Account {
    @Tracked var balance: Int = 0
    @Tracked var owner: String = "nobody"

    mutating func deposit(_ amount: Int) {
        balance += amount
    }

    func report() -> String {
        "\(owner): \(balance) (previous: \($balance))"
    }
}

var acct = Account()
print(acct.report())
acct.deposit(50)
acct.deposit(25)
acct.owner = "alice"
print(acct.report())
print("balance history count:", acct.$balance.count)
print("owner history:", acct.$owner)
acct.balance -= 10
print(acct.$balance.map { String($0) }.joined(separator: " -> "))
print(acct.balance)

var copy = acct
copy.deposit(1000)
print("original:", acct.balance, acct.$balance.count)
print("copy:", copy.balance, copy.$balance.count)

// expect: nobody: 0 (previous: [])
// expect: alice: 75 (previous: [0, 50])
// expect: balance history count: 2
// expect: owner history: ["nobody"]
// expect: 0 -> 50 -> 75
// expect: 65
// expect: original: 65 3
// expect: copy: 1065 4
