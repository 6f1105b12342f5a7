// Throwing, catching, rethrowing, defer, Result and typed throws
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A bike-share dock that rents bikes against prepaid credit.
enum DockError: Error {
    case unknownBike
    case notEnoughCredit(creditNeeded: Int)
    case noneDocked
}
struct BikeType {
    var fee: Int
    var docked: Int
}
class BikeDock {
    var bikes = [
        "City": BikeType(fee: 4, docked: 3),
        "Cargo": BikeType(fee: 9, docked: 1),
        "E-bike": BikeType(fee: 6, docked: 0),
    ]
    var credit = 0
    func rent(_ kind: String) throws {
        defer { print("  (rental attempt for \(kind) finished)") }
        guard let bike = bikes[kind] else {
            throw DockError.unknownBike
        }
        guard bike.docked > 0 else {
            throw DockError.noneDocked
        }
        guard bike.fee <= credit else {
            throw DockError.notEnoughCredit(creditNeeded: bike.fee - credit)
        }
        credit -= bike.fee
        var updated = bike
        updated.docked -= 1
        bikes[kind] = updated
        print("Unlocking a \(kind) bike")
    }
}
let dock = BikeDock()
dock.credit = 12
for kind in ["City", "Cargo", "E-bike", "Unicycle"] {
    do {
        try dock.rent(kind)
    } catch DockError.unknownBike {
        print("No such bike.")
    } catch DockError.noneDocked {
        print("None docked.")
    } catch DockError.notEnoughCredit(let creditNeeded) {
        print("Not enough credit. Please add \(creditNeeded) more.")
    } catch {
        print("Unexpected error: \(error).")
    }
}
print("Credit left: \(dock.credit)")

enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
}
func parseAge(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    guard let n = Int(s) else { throw .notANumber(s) }
    return n
}
for input in ["31", "", "abc"] {
    do {
        let age = try parseAge(input)
        print("age \(age)")
    } catch {
        print("parse error: \(error)")
    }
}
let maybe = try? parseAge("x")
print("try? gives \(String(describing: maybe))")
let result = Result { try parseAge("99") }
switch result {
case .success(let v): print("Result success \(v)")
case .failure(let e): print("Result failure \(e)")
}
// expect: Unlocking a City bike
// expect:   (rental attempt for City finished)
// expect:   (rental attempt for Cargo finished)
// expect: Not enough credit. Please add 1 more.
// expect:   (rental attempt for E-bike finished)
// expect: None docked.
// expect:   (rental attempt for Unicycle finished)
// expect: No such bike.
// expect: Credit left: 8
// expect: age 31
// expect: parse error: empty
// expect: parse error: notANumber("abc")
// expect: try? gives nil
// expect: Result success 99
