// Optionals, optional binding, implicit unwrapping and basic error handling (expected output from swiftc 6.3.1 on Linux)
let rawInputs = ["42", "seven", "-13", "3.5", ""]
for raw in rawInputs {
    let parsed = Int(raw)
    if let value = parsed {
        print("'\(raw)' -> \(value)")
    } else {
        print("'\(raw)' -> nil")
    }
}

var middleName: String? = "Quinn"
print(middleName ?? "none")
middleName = nil
print(middleName ?? "none", middleName == nil)

let lapTimes = ["61", "58", "x"]
if let opening = Int(lapTimes[0]), let closing = Int(lapTimes[1]), closing < opening {
    print("negative split: \(opening - closing)s faster")
}

var nickname: String? = "Ziggy"
if var nickname {
    nickname += "!"
    print(nickname)
}
print(nickname!)

let serverHost: String! = "db.internal"
let hostName: String = serverHost
print(hostName.uppercased())
let hostCopy = serverHost
print(type(of: hostCopy))

enum TicketError: Error {
    case soldOut
    case tooMany(requested: Int, limit: Int)
}

func buyTickets(_ count: Int, available: Int) throws -> Int {
    if available == 0 { throw TicketError.soldOut }
    if count > 4 { throw TicketError.tooMany(requested: count, limit: 4) }
    return available - count
}

for (want, have) in [(2, 10), (6, 10), (1, 0)] {
    do {
        let remaining = try buyTickets(want, available: have)
        print("bought \(want), \(remaining) left")
    } catch TicketError.soldOut {
        print("sold out")
    } catch TicketError.tooMany(let requested, let limit) {
        print("asked \(requested), limit \(limit)")
    } catch {
        print("other: \(error)")
    }
}

let maybe = try? buyTickets(3, available: 5)
let nothing = try? buyTickets(9, available: 5)
print(maybe as Any, nothing as Any)

let batteryPercent = 87
assert(batteryPercent <= 100, "battery cannot exceed 100%")
precondition(batteryPercent >= 0, "battery cannot be negative")
print("checks passed")

// expect: '42' -> 42
// expect: 'seven' -> nil
// expect: '-13' -> -13
// expect: '3.5' -> nil
// expect: '' -> nil
// expect: Quinn
// expect: none true
// expect: negative split: 3s faster
// expect: Ziggy!
// expect: Ziggy
// expect: DB.INTERNAL
// expect: Optional<String>
// expect: bought 2, 8 left
// expect: asked 6, limit 4
// expect: sold out
// expect: Optional(2) nil
// expect: checks passed
