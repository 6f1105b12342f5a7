// Mistake: compares two values of a struct with `!=` although the struct does not conform to Equatable.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Coordinate {
    var latitude: Double
    var longitude: Double
}

struct Trip {
    var stops: [Coordinate] = []

    mutating func visit(_ place: Coordinate) {
        if let last = stops.last, last != place {
            stops.append(place)
        } else if stops.isEmpty {
            stops.append(place)
        }
    }
}

var trip = Trip()
let home = Coordinate(latitude: 51.5, longitude: -0.12)
let office = Coordinate(latitude: 51.52, longitude: -0.08)

trip.visit(home)
trip.visit(home)
trip.visit(office)
print("Stops: \(trip.stops.count)")
// expect-error: binary operator '!=' cannot be applied to two 'Coordinate' operands
