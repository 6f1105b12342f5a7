// Book style (Access Control): private setters, fileprivate helpers and internal defaults in a ticket office
public struct Ticket: CustomStringConvertible {
    public let seat: String
    private(set) var stamped = false
    fileprivate var serial: Int
    public var description: String {
        "Ticket(\(seat), #\(serial)\(stamped ? ", stamped" : ""))"
    }
    mutating func stamp() { stamped = true }
}

fileprivate func nextSerial(_ counter: inout Int) -> Int {
    counter += 1
    return counter * 100
}

class BoxOffice {
    private var counter = 0
    private(set) var sold: [Ticket] = []
    public private(set) var revenue = 0
    let price: Int
    init(price: Int) { self.price = price }
    func sell(_ seat: String) -> Ticket {
        let t = Ticket(seat: seat, serial: nextSerial(&counter))
        sold.append(t)
        revenue += price
        return t
    }
    func stampAll() {
        for i in sold.indices { sold[i].stamp() }
    }
}

private struct Audit {
    var checked = 0
    mutating func check(_ office: BoxOffice) -> String {
        checked += 1
        return "audit \(checked): \(office.sold.count) sold, \(office.revenue) taken"
    }
}

let office = BoxOffice(price: 12)
var ticket = office.sell("A1")
print(ticket)
print(ticket.stamped)
ticket.stamp()
print(ticket, ticket.serial)
_ = office.sell("A2")
_ = office.sell("B7")
fileprivate var audit = Audit()
print(audit.check(office))
print(office.sold)
office.stampAll()
print(office.sold.map(\.stamped))
print(audit.check(office))
print(audit)
let found = office.sold.first { $0.seat.hasPrefix("B") }
print(found as Any)
print(type(of: found))

// expect: Ticket(A1, #100)
// expect: false
// expect: Ticket(A1, #100, stamped) 100
// expect: audit 1: 3 sold, 36 taken
// expect: [Ticket(A1, #100), Ticket(A2, #200), Ticket(B7, #300)]
// expect: [true, true, true]
// expect: audit 2: 3 sold, 36 taken
// expect: Audit(checked: 2)
// expect: Optional(Ticket(B7, #300, stamped))
// expect: Optional<Ticket>
