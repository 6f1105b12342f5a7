// Swift Evolution style (SE-0420 isolated parameters and #isolation / SE-0411 isolated default values): functions that inherit their caller's actor, synchronous access through `isolated` parameters, and MainActor stored-property initialisers
actor Bank {
    var balance = 0
    var history: [String] = []
    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }
}

func applyFees(to bank: isolated Bank, fee: Int) {
    bank.balance -= fee
    bank.history.append("-\(fee)")
}

func whereAmI(_ label: String, isolation: isolated (any Actor)? = #isolation) -> String {
    guard let isolation else { return "\(label): nonisolated" }
    return "\(label): \(type(of: isolation))"
}

extension Bank {
    func report() -> String {
        applyFees(to: self, fee: 1)
        return whereAmI("inside Bank")
    }
}

@MainActor func onMain() -> String { whereAmI("main actor function") }

nonisolated func detachedWork() async -> String { whereAmI("nonisolated async") }

@MainActor func defaultTitle() -> String { "untitled" }

@MainActor func openDocument(title: String = "draft", pages: Int = 1) -> String {
    "\(title) (\(pages) pages)"
}

@MainActor final class ViewModel {
    var title = defaultTitle()
    var items: [String] = [defaultTitle().uppercased()]
}

func run() async {
    let bank = Bank()
    await bank.deposit(100)
    await applyFees(to: bank, fee: 3)
    await bank.deposit(20)
    print(await bank.report())
    print(await bank.balance, await bank.history)
    print(await onMain())
    print(await detachedWork())
    print(await openDocument(), await openDocument(title: "notes"), await openDocument(pages: 9))
    let vm = await ViewModel()
    print(await vm.title, await vm.items)
}
await run()
print(whereAmI("top level"))

// expect: inside Bank: Bank
// expect: 116 ["+100", "-3", "+20", "-1"]
// expect: main actor function: MainActor
// expect: nonisolated async: nonisolated
// expect: draft (1 pages) notes (1 pages) draft (9 pages)
// expect: untitled ["UNTITLED"]
// expect: top level: MainActor
