// App code style: text adventure command parser
enum Direction: String, CaseIterable {
    case north, south, east, west
}

enum Command: Equatable {
    case go(Direction)
    case take(String)
    case drop(String)
    case look
    case inventory
    case unknown(String)
}

func parse(_ input: String) -> Command {
    let words = input.lowercased().split(separator: " ").map(String.init)
    guard let verb = words.first else { return .unknown("") }
    let rest = words.dropFirst().filter { !["the", "a", "an"].contains($0) }.joined(separator: " ")
    switch verb {
    case "go", "walk":
        if let d = Direction(rawValue: rest) { return .go(d) }
        return .unknown(input)
    case "n", "s", "e", "w":
        return .go(Direction.allCases.first { $0.rawValue.hasPrefix(verb) }!)
    case "take", "get", "grab":
        return rest.isEmpty ? .unknown(input) : .take(rest)
    case "drop":
        return .drop(rest)
    case "look", "l":
        return .look
    case "i", "inv", "inventory":
        return .inventory
    default:
        return .unknown(input)
    }
}

struct Room {
    let name: String
    var items: Set<String>
    let exits: [Direction: String]
}

var rooms: [String: Room] = [
    "hall": Room(name: "Hall", items: ["lamp"], exits: [.north: "library", .east: "kitchen"]),
    "library": Room(name: "Library", items: ["old book", "key"], exits: [.south: "hall"]),
    "kitchen": Room(name: "Kitchen", items: [], exits: [.west: "hall"]),
]
var current = "hall"
var bag: [String] = []

let inputs = ["look", "take the lamp", "go north", "grab key", "get an old book", "i",
              "go west", "s", "e", "drop lamp", "look", "dance wildly", "w", "inventory"]
for line in inputs {
    let cmd = parse(line)
    print("> \(line)")
    switch cmd {
    case .go(let d):
        if let next = rooms[current]!.exits[d] {
            current = next
            print("You walk \(d.rawValue) to the \(rooms[current]!.name).")
        } else {
            print("You can't go \(d.rawValue).")
        }
    case .take(let item) where rooms[current]!.items.contains(item):
        rooms[current]!.items.remove(item)
        bag.append(item)
        print("Taken: \(item)")
    case .take(let item):
        print("There is no \(item) here.")
    case .drop(let item):
        if let i = bag.firstIndex(of: item) {
            bag.remove(at: i)
            rooms[current]!.items.insert(item)
            print("Dropped \(item).")
        } else { print("You don't have \(item).") }
    case .look:
        let room = rooms[current]!
        let exits = room.exits.keys.map(\.rawValue).sorted().joined(separator: ", ")
        print("\(room.name). Items: \(room.items.sorted()). Exits: \(exits)")
    case .inventory:
        print(bag.isEmpty ? "You carry nothing." : "You carry: " + bag.joined(separator: ", "))
    case .unknown(let text):
        print("I don't understand '\(text)'.")
    }
}
print(parse("walk east") == .go(.east), parse("take") == .unknown("take"))

// expect: > look
// expect: Hall. Items: ["lamp"]. Exits: east, north
// expect: > take the lamp
// expect: Taken: lamp
// expect: > go north
// expect: You walk north to the Library.
// expect: > grab key
// expect: Taken: key
// expect: > get an old book
// expect: Taken: old book
// expect: > i
// expect: You carry: lamp, key, old book
// expect: > go west
// expect: You can't go west.
// expect: > s
// expect: You walk south to the Hall.
// expect: > e
// expect: You walk east to the Kitchen.
// expect: > drop lamp
// expect: Dropped lamp.
// expect: > look
// expect: Kitchen. Items: ["lamp"]. Exits: west
// expect: > dance wildly
// expect: I don't understand 'dance wildly'.
// expect: > w
// expect: You walk west to the Hall.
// expect: > inventory
// expect: You carry: key, old book
// expect: true true
