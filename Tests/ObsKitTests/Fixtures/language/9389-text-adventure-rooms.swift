// text adventure: room graph with directions, items, and a scripted walk (expected output from swiftc 6.3.1 on Linux)
enum Direction: String, CaseIterable {
    case north, south, east, west
    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
}

final class Room {
    let name: String
    var exits: [Direction: Room] = [:]
    var items: [String]

    init(_ name: String, items: [String] = []) {
        self.name = name
        self.items = items
    }

    func connect(_ dir: Direction, to other: Room) {
        exits[dir] = other
        other.exits[dir.opposite] = self
    }

    var exitList: String {
        Direction.allCases.filter { exits[$0] != nil }.map(\.rawValue).joined(separator: ", ")
    }
}

let hall = Room("Hall", items: ["umbrella"])
let library = Room("Library", items: ["old map", "candle"])
let kitchen = Room("Kitchen", items: ["bread"])
let cellar = Room("Cellar", items: ["rusty key"])
hall.connect(.north, to: library)
hall.connect(.east, to: kitchen)
kitchen.connect(.south, to: cellar)

var current = hall
var inventory: [String] = []
let commands = ["look", "take", "go north", "take", "go west", "go south", "go east", "go south", "take", "look", "inventory"]

for command in commands {
    let parts = command.split(separator: " ").map(String.init)
    switch parts.first {
    case "look":
        print("You are in the \(current.name). Exits: \(current.exitList). Items: \(current.items)")
    case "take":
        if current.items.isEmpty {
            print("Nothing to take.")
        } else {
            let item = current.items.removeFirst()
            inventory.append(item)
            print("Taken: \(item)")
        }
    case "go" where parts.count == 2:
        if let dir = Direction(rawValue: parts[1]), let next = current.exits[dir] {
            current = next
            print("-> \(current.name)")
        } else {
            print("You can't go \(parts[1]) from the \(current.name).")
        }
    case "inventory":
        print("Carrying: \(inventory.sorted().joined(separator: ", "))")
    default:
        print("Unknown command")
    }
}
// expect: You are in the Hall. Exits: north, east. Items: ["umbrella"]
// expect: Taken: umbrella
// expect: -> Library
// expect: Taken: old map
// expect: You can't go west from the Library.
// expect: -> Hall
// expect: -> Kitchen
// expect: -> Cellar
// expect: Taken: rusty key
// expect: You are in the Cellar. Exits: north. Items: []
// expect: Carrying: old map, rusty key, umbrella
