// Deinitialization: deinit order, scopes, optional release, collections of objects
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum TicketPool {
    static var available = 50
    static func take(_ n: Int) -> Int {
        let granted = min(n, available)
        available -= granted
        return granted
    }
    static func giveBack(_ n: Int) { available += n }
}

class Reservation {
    let guest: String
    private(set) var seats: Int
    init(guest: String, seats: Int) {
        self.guest = guest
        self.seats = TicketPool.take(seats)
        print("\(guest) reserved \(self.seats)")
    }
    func addSeats(_ n: Int) { seats += TicketPool.take(n) }
    deinit {
        print("\(guest) cancels, \(seats) seats back")
        TicketPool.giveBack(seats)
    }
}

var big: Reservation? = Reservation(guest: "Ito", seats: 20)
big?.addSeats(100)
print("pool now \(TicketPool.available)")
big = nil
print("pool after cancel: \(TicketPool.available)")

func quickVisit() {
    let r = Reservation(guest: "walk-in", seats: 2)
    print("visiting with \(r.seats)")
}
quickVisit()
print("visit over")

var waitlist = [Reservation(guest: "x", seats: 1), Reservation(guest: "y", seats: 3)]
waitlist.removeLast()
print("y removed")
waitlist.removeAll()
print("list empty, pool \(TicketPool.available)")

class Folder {
    let name: String
    var sub: Folder?
    init(_ name: String, sub: Folder? = nil) { self.name = name; self.sub = sub }
    deinit { print("freeing \(name)") }
}
var tree: Folder? = Folder("/", sub: Folder("usr", sub: Folder("bin")))
let bin = tree?.sub?.sub
tree = nil
print("tree dropped, still holding \(bin!.name)")

var shared: Folder? = Folder("shared")
var alias = shared
shared = nil
print("one reference left")
alias = nil
do {
    let tmp = Folder("tmp")
    defer { print("defer sees \(tmp.name)") }
    print("working in \(tmp.name)")
}
print("done")
// expect: Ito reserved 20
// expect: pool now 0
// expect: Ito cancels, 50 seats back
// expect: pool after cancel: 50
// expect: walk-in reserved 2
// expect: visiting with 2
// expect: walk-in cancels, 2 seats back
// expect: visit over
// expect: x reserved 1
// expect: y reserved 3
// expect: y cancels, 3 seats back
// expect: y removed
// expect: x cancels, 1 seats back
// expect: list empty, pool 50
// expect: freeing /
// expect: freeing usr
// expect: tree dropped, still holding bin
// expect: one reference left
// expect: freeing shared
// expect: working in tmp
// expect: defer sees tmp
// expect: freeing tmp
// expect: done
