// Swift Evolution style: SE-0261 Identifiable and SE-0266 synthesized Comparable conformance for enums
enum Priority: Comparable {
    case low
    case medium
    case high
    case critical(escalations: Int)
}

struct Ticket: Identifiable {
    let id: Int
    var title: String
    var priority: Priority
}

final class Session: Identifiable {
    // Classes get an ObjectIdentifier-based id by default; here we provide our own
    let id: String
    init(id: String) { self.id = id }
}

struct Tracker<Item: Identifiable> {
    private(set) var items: [Item] = []

    mutating func upsert(_ item: Item) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index] = item
        } else {
            items.append(item)
        }
    }

    func item(withID id: Item.ID) -> Item? {
        items.first { $0.id == id }
    }
}

var tracker = Tracker<Ticket>()
tracker.upsert(Ticket(id: 1, title: "Crash on launch", priority: .critical(escalations: 2)))
tracker.upsert(Ticket(id: 2, title: "Typo in footer", priority: .low))
tracker.upsert(Ticket(id: 3, title: "Slow search", priority: .medium))
tracker.upsert(Ticket(id: 4, title: "Data loss", priority: .critical(escalations: 5)))
tracker.upsert(Ticket(id: 2, title: "Typo in footer and header", priority: .high))

let sorted = tracker.items.sorted { $0.priority > $1.priority }
for ticket in sorted {
    print("#\(ticket.id) [\(ticket.priority)] \(ticket.title)")
}

print(Priority.low < .medium, Priority.high < .critical(escalations: 0))
print(Priority.critical(escalations: 1) < .critical(escalations: 3))
print([Priority.high, .low, .critical(escalations: 1), .medium].max()!)

print(tracker.item(withID: 3)?.title ?? "none")
print(tracker.item(withID: 9)?.title ?? "none")

var sessions = Tracker<Session>()
sessions.upsert(Session(id: "alpha"))
sessions.upsert(Session(id: "beta"))
sessions.upsert(Session(id: "alpha"))
print(sessions.items.map(\.id))

// expect: #4 [critical(escalations: 5)] Data loss
// expect: #1 [critical(escalations: 2)] Crash on launch
// expect: #2 [high] Typo in footer and header
// expect: #3 [medium] Slow search
// expect: true true
// expect: true
// expect: critical(escalations: 1)
// expect: Slow search
// expect: none
// expect: ["alpha", "beta"]
