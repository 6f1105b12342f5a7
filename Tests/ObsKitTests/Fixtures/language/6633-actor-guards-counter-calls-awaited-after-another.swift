// WWDC style (actors): an actor guards a counter; calls are awaited one after another
actor TicketCounter {
    private(set) var issued = 0
    private var log: [String] = []

    func issue(for name: String) -> Int {
        issued += 1
        log.append("\(name)#\(issued)")
        return issued
    }

    func history() -> [String] {
        log
    }

    func reset() {
        issued = 0
        log.removeAll()
    }
}

let counter = TicketCounter()
for name in ["Ann", "Ben", "Cho"] {
    let number = await counter.issue(for: name)
    print("\(name) got ticket \(number)")
}
print("issued:", await counter.issued)
print("history:", await counter.history())
await counter.reset()
print("after reset:", await counter.issued)
let again = await counter.issue(for: "Dee")
print("Dee got ticket", again)

// expect: Ann got ticket 1
// expect: Ben got ticket 2
// expect: Cho got ticket 3
// expect: issued: 3
// expect: history: ["Ann#1", "Ben#2", "Cho#3"]
// expect: after reset: 0
// expect: Dee got ticket 1
