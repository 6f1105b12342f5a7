// Hacking with Swift style (100 Days of Swift, checkpoint 8): a Building protocol with an extension

protocol Building {
    var rooms: Int { get }
    var cost: Int { get set }
    var agent: String { get }
    func salesSummary() -> String
}

extension Building {
    func salesSummary() -> String {
        "This \(rooms)-room building is being sold by \(agent) for $\(cost)."
    }

    var costPerRoom: Int {
        cost / rooms
    }
}

struct House: Building {
    let rooms: Int
    var cost: Int
    let agent: String
}

struct Office: Building {
    let rooms: Int
    var cost: Int
    let agent: String
    var floors: Int

    // Override the default implementation
    func salesSummary() -> String {
        "Office over \(floors) floors: \(rooms) rooms, $\(cost), contact \(agent)."
    }
}

var house = House(rooms: 4, cost: 500_000, agent: "Paul Hudson")
let office = Office(rooms: 20, cost: 3_200_000, agent: "Taylor Swift", floors: 5)

print(house.salesSummary())
print(office.salesSummary())
print("Cost per room: \(house.costPerRoom), \(office.costPerRoom)")

house.cost -= 25_000
print("After price drop: \(house.salesSummary())")

let listings: [Building] = [house, office, House(rooms: 2, cost: 180_000, agent: "Ana")]
let sortedListings = listings.sorted { $0.cost < $1.cost }
for building in sortedListings {
    print("- \(building.rooms) rooms at $\(building.cost)")
}

// Protocol extensions on built-in types
extension Collection {
    var isNotEmpty: Bool { !isEmpty }
}
print("Have listings: \(listings.isNotEmpty)")

extension Int {
    func squared() -> Int { self * self }
}
print("Rooms squared: \(house.rooms.squared())")

// A constrained extension: only arrays of Int get average()
extension Array where Element == Int {
    func average() -> Double {
        isEmpty ? 0 : Double(reduce(0, +)) / Double(count)
    }
}
print("Average cost: \(listings.map(\.cost).average())")
// expect: This 4-room building is being sold by Paul Hudson for $500000.
// expect: Office over 5 floors: 20 rooms, $3200000, contact Taylor Swift.
// expect: Cost per room: 125000, 160000
// expect: After price drop: This 4-room building is being sold by Paul Hudson for $475000.
// expect: - 2 rooms at $180000
// expect: - 4 rooms at $475000
// expect: - 20 rooms at $3200000
// expect: Have listings: true
// expect: Rooms squared: 16
// expect: Average cost: 1285000.0
