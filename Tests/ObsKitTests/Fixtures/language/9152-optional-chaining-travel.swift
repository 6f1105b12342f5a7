// optional-chaining-deep: chains through optional properties, methods, subscripts and dictionaries
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A travel app: a traveller may have a booking; a booking has legs and maybe a hotel.
class Traveller {
    var booking: Booking?
}

class Leg {
    let route: String
    init(route: String) { self.route = route }
}

class Hotel {
    var chain: String?
    var roomNumber: String?
    var wing: String?
    func doorSign() -> String? {
        if let roomNumber, let wing {
            return "Room \(roomNumber), \(wing) wing"
        } else if chain != nil {
            return chain
        }
        return nil
    }
}

class Booking {
    var legs: [Leg] = []
    var legCount: Int { legs.count }
    subscript(i: Int) -> Leg {
        get { legs[i] }
        set { legs[i] = newValue }
    }
    func printLegCount() {
        print("This trip has \(legCount) leg(s)")
    }
    var hotel: Hotel?
}

let sasha = Traveller()
if let count = sasha.booking?.legCount {
    print("Sasha's trip has \(count) legs.")
} else {
    print("Sasha has no booking yet.")
}
if sasha.booking?.printLegCount() == nil {
    print("Could not print the leg count.")
}
let harbourInn = Hotel()
harbourInn.roomNumber = "214"
harbourInn.wing = "East"
sasha.booking?.hotel = harbourInn
print(sasha.booking?.hotel?.wing ?? "no wing")

let trip = Booking()
trip.legs.append(Leg(route: "Oslo to Bergen"))
trip.legs.append(Leg(route: "Bergen to Flam"))
trip.legs.append(Leg(route: "Flam to Oslo"))
sasha.booking = trip
sasha.booking?.printLegCount()
print(sasha.booking?[2].route ?? "?")
sasha.booking?[1] = Leg(route: "Bergen to Voss")
print(sasha.booking?[1].route ?? "?")

sasha.booking?.hotel = harbourInn
print(sasha.booking?.hotel?.doorSign() ?? "no sign")
if let loud = sasha.booking?.hotel?.doorSign()?.uppercased() {
    print(loud)
}
if let isEast = sasha.booking?.hotel?.wing?.hasPrefix("Ea"), isEast {
    print("East wing confirmed")
}
harbourInn.roomNumber = nil
harbourInn.chain = "Fjordline Hotels"
print(sasha.booking?.hotel?.doorSign() ?? "no sign")

var lapTimes: [String: [Int]] = ["Mira": [62, 59, 61], "Theo": [70, 66, 64]]
lapTimes["Mira"]?[1] = 57
lapTimes["Theo"]?[2] -= 3
lapTimes["Gus"]?[0] = 55
print(lapTimes["Mira"]!, lapTimes["Theo"]!, lapTimes["Gus"] as Any)
let openingLaps = ["Theo", "Gus", "Mira"].map { lapTimes[$0]?.first.map(String.init) ?? "none" }
print(openingLaps)
// expect: Sasha has no booking yet.
// expect: Could not print the leg count.
// expect: no wing
// expect: This trip has 3 leg(s)
// expect: Flam to Oslo
// expect: Bergen to Voss
// expect: Room 214, East wing
// expect: ROOM 214, EAST WING
// expect: East wing confirmed
// expect: Fjordline Hotels
// expect: [62, 57, 61] [70, 66, 61] nil
// expect: ["70", "none", "62"]
