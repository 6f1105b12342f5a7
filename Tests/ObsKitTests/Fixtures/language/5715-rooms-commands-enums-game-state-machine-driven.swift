// Hacking with Swift style (text adventure): rooms and commands as enums, a game state machine driven by a command script
enum Direction: String, CaseIterable {
    case north, south, east, west
}

enum Command {
    case go(Direction)
    case take(String)
    case look
    case inventory

    init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("go", 2): guard let d = Direction(rawValue: words[1]) else { return nil }; self = .go(d)
        case ("take", 2): self = .take(words[1])
        case ("look", 1): self = .look
        case ("inv", 1): self = .inventory
        default: return nil
        }
    }
}

struct Room {
    let name: String
    var items: [String]
    let exits: [Direction: String]
}

struct Game {
    var rooms: [String: Room]
    var current: String
    var bag: [String] = []
    var won: Bool { bag.contains("key") && current == "garden" }

    mutating func run(_ command: Command) -> String {
        switch command {
        case .go(let dir):
            guard let target = rooms[current]!.exits[dir] else { return "You can't go \(dir.rawValue)." }
            if target == "garden" && !bag.contains("key") { return "The gate is locked." }
            current = target
            return "You enter the \(target)."
        case .take(let item):
            guard let i = rooms[current]!.items.firstIndex(of: item) else { return "No \(item) here." }
            bag.append(rooms[current]!.items.remove(at: i))
            return "Taken: \(item)."
        case .look:
            let room = rooms[current]!
            let exits = Direction.allCases.filter { room.exits[$0] != nil }.map(\.rawValue)
            return "\(room.name): items \(room.items), exits \(exits)"
        case .inventory:
            return bag.isEmpty ? "Empty-handed." : "Carrying \(bag.joined(separator: ", "))."
        }
    }
}

var game = Game(rooms: [
    "hall": Room(name: "Hall", items: ["lamp"], exits: [.north: "library", .east: "garden"]),
    "library": Room(name: "Library", items: ["book", "key"], exits: [.south: "hall"]),
    "garden": Room(name: "Garden", items: [], exits: [.west: "hall"]),
], current: "hall")

let script = ["look", "go east", "take lamp", "go north", "dance", "take key", "go west", "go south", "inv", "go east", "look"]
for line in script {
    guard let command = Command(line) else { print("> \(line)\n  I don't understand."); continue }
    print("> \(line)\n  \(game.run(command))")
    if game.won { print("You win!"); break }
}

// expect: > look
// expect:   Hall: items ["lamp"], exits ["north", "east"]
// expect: > go east
// expect:   The gate is locked.
// expect: > take lamp
// expect:   Taken: lamp.
// expect: > go north
// expect:   You enter the library.
// expect: > dance
// expect:   I don't understand.
// expect: > take key
// expect:   Taken: key.
// expect: > go west
// expect:   You can't go west.
// expect: > go south
// expect:   You enter the hall.
// expect: > inv
// expect:   Carrying lamp, key.
// expect: > go east
// expect:   You enter the garden.
// expect: You win!
