// The Swift Programming Language style (concurrency): a custom global actor's attribute on functions, a class, stored properties and static properties isolates them; it is not a property wrapper
@globalActor actor LedgerActor {
    static let shared = LedgerActor()
}

enum Ledger {
    @LedgerActor static var entries: [String] = []
    @LedgerActor static func record(_ entry: String) -> Int {
        entries.append(entry)
        return entries.count
    }
}

@LedgerActor final class Account {
    var balance = 100
    func withdraw(_ amount: Int) -> Int {
        balance -= amount
        return balance
    }
}

struct Receipt {
    @LedgerActor var total = 0
    var note: String
}

func run() async {
    let first = await Ledger.record("open")
    let second = await Ledger.record("deposit")
    print("entries:", first, second)
    let account = await Account()
    print("left:", await account.withdraw(30))
    let receipt = Receipt(note: "coffee")
    print(receipt.note, await receipt.total)
    print(await Ledger.entries)
}

await run()

// expect: entries: 1 2
// expect: left: 70
// expect: coffee 0
// expect: ["open", "deposit"]
