// Error handling: throwing functions/initializers, propagation, do-catch patterns, try?/try!, Result (expected output from swiftc 6.3.1 on Linux)
enum BookingError: Error, Equatable {
    case unknownRoute
    case overbooked(seatsLeft: Int)
    case routeSuspended
}

struct Route { let seats: Int; var booked: Int; var suspended = false }

final class FerryOffice {
    var routes = ["Split-Hvar": Route(seats: 10, booked: 7), "Split-Vis": Route(seats: 4, booked: 0, suspended: true),
                  "Hvar-Korcula": Route(seats: 30, booked: 0)]
    func book(_ route: String, passengers: Int) throws -> Int {
        guard let r = routes[route] else { throw BookingError.unknownRoute }
        guard !r.suspended else { throw BookingError.routeSuspended }
        guard r.booked + passengers <= r.seats else {
            throw BookingError.overbooked(seatsLeft: r.seats - r.booked)
        }
        routes[route]!.booked += passengers
        return r.seats - r.booked - passengers
    }
}

func bookTrip(for group: String, at office: FerryOffice) throws -> Int {
    let plans = ["scouts": ("Split-Hvar", 2), "choir": ("Split-Vis", 3), "band": ("Zadar-Pag", 4), "family": ("Split-Hvar", 5)]
    let (route, size) = plans[group] ?? ("Hvar-Korcula", 20)
    return try office.book(route, passengers: size)
}

let office = FerryOffice()
for group in ["scouts", "choir", "band", "family", "club", "club"] {
    do {
        let left = try bookTrip(for: group, at: office)
        print("\(group): booked, \(left) seats left")
    } catch BookingError.unknownRoute {
        print("\(group): no such route")
    } catch BookingError.routeSuspended {
        print("\(group): route suspended")
    } catch BookingError.overbooked(let left) where left == 0 {
        print("\(group): completely full")
    } catch let error as BookingError {
        print("\(group): booking error \(error)")
    } catch {
        print("\(group): unexpected \(error)")
    }
}

struct ShoeSize {
    let european: Int
    struct Unsupported: Error { let us: Double }
    init(us: Double) throws {
        guard (4...15).contains(us) else { throw Unsupported(us: us) }
        european = Int(us) + 33
    }
}
do {
    let s = try ShoeSize(us: 9)
    print("ok, EU", s.european)
    _ = try ShoeSize(us: 2.5)
} catch let e as ShoeSize.Unsupported {
    print("unsupported US size:", e.us)
} catch {}

print((try? ShoeSize(us: 11))?.european as Any)
print((try? ShoeSize(us: 40)) == nil)
let sure = try! ShoeSize(us: 4)
print("try!", sure.european)

let outcome = Result { try office.book("Split-Hvar", passengers: 1) }
let failure = Result { try office.book("Vis-Moon", passengers: 1) }
for r in [outcome, failure] {
    switch r {
    case .success(let left): print("success:", left)
    case .failure(let e): print("failure:", e, e as? BookingError == .unknownRoute)
    }
}

// expect: scouts: booked, 1 seats left
// expect: choir: route suspended
// expect: band: no such route
// expect: family: booking error overbooked(seatsLeft: 1)
// expect: club: booked, 10 seats left
// expect: club: booking error overbooked(seatsLeft: 10)
// expect: ok, EU 42
// expect: unsupported US size: 2.5
// expect: Optional(44)
// expect: true
// expect: try! 37
// expect: success: 0
// expect: failure: unknownRoute true
