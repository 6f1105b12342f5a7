// App architecture style (actor store): an actor-isolated store reduces actions in order, awaited from top-level code, with a nonisolated description
enum Cmd: Sendable { case deposit(Int), withdraw(Int), rename(String) }

struct Account: Sendable, Equatable {
    var owner: String
    var balance: Int
    var rejected: Int = 0
}

actor AccountStore {
    private(set) var account: Account
    private var log: [String] = []
    let id: Int

    init(id: Int, owner: String) {
        self.id = id
        account = Account(owner: owner, balance: 0)
    }

    @discardableResult
    func send(_ cmd: Cmd) -> Account {
        switch cmd {
        case .deposit(let n):
            account.balance += n
            log.append("+\(n)")
        case .withdraw(let n) where n <= account.balance:
            account.balance -= n
            log.append("-\(n)")
        case .withdraw(let n):
            account.rejected += 1
            log.append("x\(n)")
        case .rename(let name):
            account.owner = name
            log.append("name")
        }
        return account
    }
    func history() -> String { log.joined(separator: " ") }

    nonisolated var label: String { "store#\(id)" }
}

let store = AccountStore(id: 1, owner: "Rae")
print(store.label)
for cmd: Cmd in [.deposit(40), .withdraw(15), .withdraw(100), .rename("Rae B."), .deposit(5)] {
    let snapshot = await store.send(cmd)
    print("\(cmd) -> \(snapshot.owner): \(snapshot.balance) (rejected \(snapshot.rejected))")
}
await store.send(.withdraw(30))
print(await store.history())
let final = await store.account
print(final == Account(owner: "Rae B.", balance: 0, rejected: 1))

// expect: store#1
// expect: deposit(40) -> Rae: 40 (rejected 0)
// expect: withdraw(15) -> Rae: 25 (rejected 0)
// expect: withdraw(100) -> Rae: 25 (rejected 1)
// expect: rename("Rae B.") -> Rae B.: 25 (rejected 1)
// expect: deposit(5) -> Rae B.: 30 (rejected 1)
// expect: +40 -15 x100 name +5 -30
// expect: true
