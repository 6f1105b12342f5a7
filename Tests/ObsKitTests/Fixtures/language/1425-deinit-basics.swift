// Deinitialization: a deinitializer returns resources to a shared pool when the last reference goes away.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum TicketPool {
    static var available = 10
    static func take(_ wanted: Int) -> Int {
        let granted = min(wanted, available)
        available -= granted
        return granted
    }
    static func giveBack(_ n: Int) { available += n }
}
final class Visitor {
    let name: String
    var tickets: Int
    init(name: String, tickets: Int) {
        self.name = name
        self.tickets = TicketPool.take(tickets)
        print("\(name) joined with \(self.tickets) tickets")
    }
    func buyMore(_ n: Int) { tickets += TicketPool.take(n) }
    deinit {
        print("\(name) leaves, returning \(tickets) tickets")
        TicketPool.giveBack(tickets)
    }
}
var first: Visitor? = Visitor(name: "Ana", tickets: 4)
print("pool now", TicketPool.available)
first!.buyMore(8)
print("Ana has \(first!.tickets), pool now \(TicketPool.available)")
var alias = first
first = nil
print("Ana still referenced, pool", TicketPool.available)
alias = nil
print("pool after Ana left:", TicketPool.available)
var group: [Visitor] = [Visitor(name: "Bo", tickets: 2), Visitor(name: "Cy", tickets: 3)]
group.removeFirst()
print("pool", TicketPool.available)
group[0] = Visitor(name: "Di", tickets: 1)
print("pool", TicketPool.available)
group.removeAll()
print("pool at the end", TicketPool.available)

// expect: Ana joined with 4 tickets
// expect: pool now 6
// expect: Ana has 10, pool now 0
// expect: Ana still referenced, pool 0
// expect: Ana leaves, returning 10 tickets
// expect: pool after Ana left: 10
// expect: Bo joined with 2 tickets
// expect: Cy joined with 3 tickets
// expect: Bo leaves, returning 2 tickets
// expect: pool 7
// expect: Di joined with 1 tickets
// expect: Cy leaves, returning 3 tickets
// expect: pool 9
// expect: Di leaves, returning 1 tickets
// expect: pool at the end 10
