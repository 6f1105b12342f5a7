// Small app logic: a text adventure room graph with commands and inventory
enum Direction: String, CaseIterable {
    case north, south, east, west
    var opposite: Direction {
        switch self {
        case .north: .south
        case .south: .north
        case .east: .west
        case .west: .east
        }
    }
}

final class Room {
    let name: String
    let blurb: String
    var exits: [Direction: Room] = [:]
    var items: [String]
    var lockedExit: (Direction, key: String)?
    init(_ name: String, _ blurb: String, items: [String] = []) {
        self.name = name; self.blurb = blurb; self.items = items
    }
    func connect(_ dir: Direction, to other: Room) {
        exits[dir] = other
        other.exits[dir.opposite] = self
    }
}

struct Game {
    var current: Room
    var inventory: [String] = []
    var moves = 0

    mutating func perform(_ command: String) -> String {
        let words = command.lowercased().split(separator: " ").map(String.init)
        guard let verb = words.first else { return "Say something." }
        let rest = words.dropFirst().joined(separator: " ")
        switch verb {
        case "look":
            let exits = Direction.allCases.filter { current.exits[$0] != nil }.map(\.rawValue)
            let stuff = current.items.isEmpty ? "nothing" : current.items.joined(separator: ", ")
            return "\(current.name): \(current.blurb) Exits: \(exits.joined(separator: ", ")). You see \(stuff)."
        case "go":
            guard let dir = Direction(rawValue: rest) else { return "Go where?" }
            guard let next = current.exits[dir] else { return "You can't go \(dir.rawValue)." }
            if let lock = current.lockedExit, lock.0 == dir {
                guard inventory.contains(lock.key) else { return "The way \(dir.rawValue) is locked." }
                current.lockedExit = nil
            }
            current = next
            moves += 1
            return "You walk \(dir.rawValue) to the \(next.name)."
        case "take":
            guard let i = current.items.firstIndex(of: rest) else { return "There is no \(rest) here." }
            inventory.append(current.items.remove(at: i))
            return "Taken: \(rest)."
        case "drop":
            guard let i = inventory.firstIndex(of: rest) else { return "You don't have \(rest)." }
            current.items.append(inventory.remove(at: i))
            return "Dropped: \(rest)."
        case "inventory", "i":
            return inventory.isEmpty ? "You carry nothing." : "You carry: \(inventory.sorted().joined(separator: ", "))."
        default:
            return "I don't know how to '\(verb)'."
        }
    }
}

let hall = Room("hall", "A dusty entrance hall.", items: ["lamp"])
let library = Room("library", "Shelves of crumbling books.", items: ["brass key", "map"])
let kitchen = Room("kitchen", "It smells of old bread.")
let vault = Room("vault", "Gold glitters everywhere!", items: ["crown"])
hall.connect(.east, to: library)
hall.connect(.north, to: kitchen)
kitchen.connect(.east, to: vault)
kitchen.lockedExit = (.east, key: "brass key")

var game = Game(current: hall)
let script = ["look", "take lamp", "go north", "go east", "go south", "go east", "look",
              "take brass key", "take sword", "go west", "go north", "go east", "look",
              "take crown", "drop lamp", "i", "go up", "dance", ""]
for cmd in script {
    print(cmd.isEmpty ? ">" : "> \(cmd)")
    print(game.perform(cmd))
}
print("Finished in \(game.moves) moves, holding \(game.inventory.count) items.")

// expect: > look
// expect: hall: A dusty entrance hall. Exits: north, east. You see lamp.
// expect: > take lamp
// expect: Taken: lamp.
// expect: > go north
// expect: You walk north to the kitchen.
// expect: > go east
// expect: The way east is locked.
// expect: > go south
// expect: You walk south to the hall.
// expect: > go east
// expect: You walk east to the library.
// expect: > look
// expect: library: Shelves of crumbling books. Exits: west. You see brass key, map.
// expect: > take brass key
// expect: Taken: brass key.
// expect: > take sword
// expect: There is no sword here.
// expect: > go west
// expect: You walk west to the hall.
// expect: > go north
// expect: You walk north to the kitchen.
// expect: > go east
// expect: You walk east to the vault.
// expect: > look
// expect: vault: Gold glitters everywhere! Exits: west. You see crown.
// expect: > take crown
// expect: Taken: crown.
// expect: > drop lamp
// expect: Dropped: lamp.
// expect: > i
// expect: You carry: brass key, crown.
// expect: > go up
// expect: Go where?
// expect: > dance
// expect: I don't know how to 'dance'.
// expect: >
// expect: Say something.
// expect: Finished in 6 moves, holding 2 items.
