// Swift by Sundell style (static properties): static stored properties as instance counters and id generators across struct and class types
struct Ticket {
    static var issued = 0
    static let prefix = "T"
    let id: String
    var seat: Int

    init(seat: Int) {
        Ticket.issued += 1
        id = "\(Ticket.prefix)\(Ticket.issued)"
        self.seat = seat
    }

    static func reset() { issued = 0 }
}

class Session {
    static var live = 0
    static var created = 0
    let number: Int

    init() {
        Session.created += 1
        Session.live += 1
        number = Session.created
    }

    deinit {
        Session.live -= 1
        print("closing session \(number)")
    }
}

let a = Ticket(seat: 4)
var b = Ticket(seat: 9)
let c = b
b.seat = 12
print(a.id, b.id, c.id, b.seat, c.seat, Ticket.issued)
Ticket.reset()
let d = Ticket(seat: 1)
print(d.id, Ticket.issued)

var sessions: [Session] = []
for _ in 0..<3 { sessions.append(Session()) }
print(Session.live, Session.created)
sessions.remove(at: 1)
print(Session.live)
do {
    let temp = Session()
    print("temp", temp.number, Session.live)
}
print(Session.live)
sessions.removeAll()
print(Session.live, Session.created)

enum Config {
    static var verbose = false
    static var calls = 0
}
func log(_ s: String) {
    Config.calls += 1
    if Config.verbose { print("log:", s) }
}
log("one")
Config.verbose = true
log("two")
print(Config.calls)

// expect: T1 T2 T2 12 9 2
// expect: T1 1
// expect: 3 3
// expect: closing session 2
// expect: 2
// expect: temp 4 3
// expect: closing session 4
// expect: 2
// expect: closing session 1
// expect: closing session 3
// expect: 0 4
// expect: log: two
// expect: 2
