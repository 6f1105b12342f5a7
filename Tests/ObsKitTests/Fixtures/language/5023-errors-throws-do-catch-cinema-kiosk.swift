// Error handling: error enums, throwing functions and initializers, do-catch patterns, try? and try!
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A cinema ticket kiosk that runs on prepaid credit.
enum KioskError: Error {
    case unknownFilm
    case notEnoughCredit(short: Int)
    case soldOut
}
struct Screening { var price: Int; var seatsLeft: Int }
class TicketKiosk {
    var screenings = ["Nightfall": Screening(price: 9, seatsLeft: 3), "Lost Coast": Screening(price: 14, seatsLeft: 5), "Paper Kites": Screening(price: 8, seatsLeft: 0), "Short Reel": Screening(price: 3, seatsLeft: 2)]
    var credit = 0
    func buy(film: String) throws {
        guard let s = screenings[film] else { throw KioskError.unknownFilm }
        guard s.seatsLeft > 0 else { throw KioskError.soldOut }
        guard s.price <= credit else {
            throw KioskError.notEnoughCredit(short: s.price - credit)
        }
        credit -= s.price
        screenings[film]!.seatsLeft -= 1
        print("Printing ticket for \(film)")
    }
}
let kiosk = TicketKiosk()
kiosk.credit = 10
for film in ["Nightfall", "Paper Kites", "Moon Dogs", "Lost Coast", "Short Reel"] {
    do {
        try kiosk.buy(film: film)
        print("Enjoy the film!")
    } catch KioskError.unknownFilm {
        print("Not showing today: \(film)")
    } catch KioskError.soldOut {
        print("Sold out: \(film)")
    } catch KioskError.notEnoughCredit(let short) where short > 3 {
        print("Not enough credit. Please top up \(short) more.")
    } catch {
        print("Unexpected error: \(error).")
    }
}

struct ParseError: Error, CustomStringConvertible {
    let line: Int
    var description: String { "parse error on line \(line)" }
}
func parse(_ s: String, line: Int) throws -> Int {
    guard let v = Int(s) else { throw ParseError(line: line) }
    return v
}
let x = try? parse("12", line: 1)
let y = try? parse("zz", line: 2)
print(x as Any, y as Any)
print(try! parse("7", line: 3) * 6)
do {
    _ = try parse("oops", line: 4)
} catch let e as ParseError {
    print("caught: \(e), line \(e.line)")
}
func sumAll(_ items: [String]) throws -> Int {
    try items.enumerated().map { try parse($0.element, line: $0.offset + 1) }.reduce(0, +)
}
do {
    print(try sumAll(["1", "2", "3"]))
    print(try sumAll(["1", "x", "3"]))
} catch {
    print("Error: \(error)")
}
enum AltitudeError: Error { case belowDeadSea }
struct Altitude {
    let meters: Double
    init(meters: Double) throws {
        guard meters >= -430 else { throw AltitudeError.belowDeadSea }
        self.meters = meters
    }
}
print((try? Altitude(meters: -500)) == nil, try Altitude(meters: 3).meters)
// expect: Printing ticket for Nightfall
// expect: Enjoy the film!
// expect: Sold out: Paper Kites
// expect: Not showing today: Moon Dogs
// expect: Not enough credit. Please top up 13 more.
// expect: Unexpected error: notEnoughCredit(short: 2).
// expect: Optional(12) nil
// expect: 42
// expect: caught: parse error on line 4, line 4
// expect: 6
// expect: Error: parse error on line 2
// expect: true 3.0
