// Error handling: an error enum with associated values, throwing methods, do/catch with pattern clauses and a catch-all, `try?` and `try!`.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum KioskError: Error {
    case unknownShow
    case notEnoughCredit(short: Int)
    case soldOut
}

struct Showing {
    var price: Int
    var seatsLeft: Int
}

final class TicketKiosk {
    var showings = ["Matinee": Showing(price: 8, seatsLeft: 2), "Premiere": Showing(price: 19, seatsLeft: 5), "Midnight": Showing(price: 6, seatsLeft: 0)]
    var credit = 0

    func buy(_ name: String) throws -> String {
        guard let showing = showings[name] else { throw KioskError.unknownShow }
        guard showing.seatsLeft > 0 else { throw KioskError.soldOut }
        guard showing.price <= credit else {
            throw KioskError.notEnoughCredit(short: showing.price - credit)
        }
        credit -= showing.price
        showings[name]!.seatsLeft -= 1
        return "Printing a ticket for \(name)"
    }
}

let kiosk = TicketKiosk()
kiosk.credit = 20
for show in ["Matinee", "Premiere", "Midnight", "Encore"] {
    do {
        let msg = try kiosk.buy(show)
        print(msg, "- credit left:", kiosk.credit)
    } catch KioskError.unknownShow {
        print("\(show): no such show")
    } catch KioskError.notEnoughCredit(let short) where short > 5 {
        print("\(show): far too little credit, short by \(short)")
    } catch KioskError.notEnoughCredit(let short) {
        print("\(show): add \(short) more credit")
    } catch {
        print("\(show): unexpected error \(error)")
    }
}
kiosk.credit = 50
print(try? kiosk.buy("Premiere") as Any)
print((try? kiosk.buy("Midnight")) ?? "nothing")
print(try! kiosk.buy("Matinee"), kiosk.credit)

// expect: Printing a ticket for Matinee - credit left: 12
// expect: Premiere: far too little credit, short by 7
// expect: Midnight: unexpected error soldOut
// expect: Encore: no such show
// expect: Optional("Printing a ticket for Premiere")
// expect: nothing
// expect: Printing a ticket for Matinee 23
