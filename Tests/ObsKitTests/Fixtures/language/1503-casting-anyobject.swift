// Type casting: AnyObject holding class instances, identity with ===, and casting back down.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Account {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }
}

final class Ticket {
    let seat: String
    init(seat: String) { self.seat = seat }
}

let alice = Account(owner: "Alice", balance: 120)
let refs: [AnyObject] = [alice, Ticket(seat: "12C"), Account(owner: "Bo", balance: 5), alice]

for (i, ref) in refs.enumerated() {
    if let acct = ref as? Account {
        print(i, "account of", acct.owner, "holding", acct.balance)
    } else if let t = ref as? Ticket {
        print(i, "ticket for seat", t.seat)
    }
}

print("refs[0] === refs[3]:", refs[0] === refs[3])
print("refs[0] === refs[2]:", refs[0] === refs[2])

(refs[3] as! Account).balance += 30
print("alice now has", alice.balance)

let accounts = refs.compactMap { $0 as? Account }
print(accounts.map(\.owner))
let unique = accounts.reduce(into: [Account]()) { acc, a in
    if !acc.contains(where: { $0 === a }) { acc.append(a) }
}
print("unique accounts:", unique.count)

// expect: 0 account of Alice holding 120
// expect: 1 ticket for seat 12C
// expect: 2 account of Bo holding 5
// expect: 3 account of Alice holding 120
// expect: refs[0] === refs[3]: true
// expect: refs[0] === refs[2]: false
// expect: alice now has 150
// expect: ["Alice", "Bo", "Alice"]
// expect: unique accounts: 2
