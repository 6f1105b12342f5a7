// methods-self-mutating: overloaded instance methods, self, mutating structs and enums, static members
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A small text editor: a ticket printer at the help desk, a cursor, a playback mode, seat licences.
class TicketPrinter {
    var printed = 0
    func issue() { printed += 1 }
    func issue(batch size: Int) { printed += size }
    func restart() { printed = 0 }
}

let printer = TicketPrinter()
printer.issue(batch: 10)
printer.issue()
print(printer.printed)
printer.restart()
print(printer.printed)

struct Cursor {
    var column = 0, line = 0
    func isBeyond(column: Int) -> Bool { self.column > column }
    mutating func advance(columns dc: Int, lines dl: Int) {
        column += dc
        line += dl
    }
    mutating func home() {
        self = Cursor(column: 0, line: 0)
    }
}
var cursor = Cursor(column: 4, line: 2)
cursor.advance(columns: 8, lines: 1)
print(cursor, cursor.isBeyond(column: 10))
cursor.home()
print(cursor)

enum PlaybackMode {
    case once, loop, shuffle
    mutating func toggle() {
        switch self {
        case .once: self = .loop
        case .loop: self = .shuffle
        case .shuffle: self = .once
        }
    }
}
var mode = PlaybackMode.shuffle
var history: [PlaybackMode] = []
for _ in 0..<5 {
    mode.toggle()
    history.append(mode)
}
print(history)

struct SeatLicence {
    static var seatsBought = 2
    var seatsInUse = 1

    static func buy(upTo seats: Int) {
        if seats > seatsBought { seatsBought = seats }
    }
    static func covers(_ seats: Int) -> Bool { seats <= seatsBought }

    @discardableResult
    mutating func assign(_ seats: Int) -> Bool {
        if SeatLicence.covers(seats) {
            seatsInUse = seats
            return true
        }
        return false
    }
}
var licence = SeatLicence()
print(licence.assign(5), licence.seatsInUse)
SeatLicence.buy(upTo: 5)
print(licence.assign(5), licence.seatsInUse)
licence.assign(3)
print(licence.seatsInUse, SeatLicence.seatsBought)
// expect: 11
// expect: 0
// expect: Cursor(column: 12, line: 3) true
// expect: Cursor(column: 0, line: 0)
// expect: [main.PlaybackMode.once, main.PlaybackMode.loop, main.PlaybackMode.shuffle, main.PlaybackMode.once, main.PlaybackMode.loop]
// expect: false 1
// expect: true 5
// expect: 3 5
