// text-adventure
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum Direction: String, CaseIterable { case north, south, east, west }

final class Room {
    let name: String
    let blurb: String
    var exits: [Direction: Room] = [:]
    var items: [String]
    var locked: Direction?
    init(_ name: String, _ blurb: String, items: [String] = []) { self.name = name; self.blurb = blurb; self.items = items }

    func connect(_ d: Direction, to other: Room, back: Direction) {
        exits[d] = other
        other.exits[back] = self
    }
    var exitList: String { Direction.allCases.filter { exits[$0] != nil }.map(\.rawValue).joined(separator: ", ") }
}

struct Game {
    var here: Room
    var inventory: Set<String> = []
    var moves = 0
    var won = false

    mutating func run(_ command: String) -> String {
        moves += 1
        let words = command.lowercased().split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("look", _):
            let stuff = here.items.isEmpty ? "" : " You see: \(here.items.joined(separator: ", "))."
            return "\(here.name): \(here.blurb) Exits: \(here.exitList).\(stuff)"
        case ("go", 2):
            guard let d = Direction(rawValue: words[1]) else { return "Which way is \(words[1])?" }
            guard let next = here.exits[d] else { return "You can't go \(d.rawValue)." }
            if here.locked == d {
                guard inventory.contains("key") else { return "The door is locked." }
                here.locked = nil
            }
            here = next
            if here.name == "Vault" { won = true }
            return "You walk \(d.rawValue) to the \(here.name)."
        case ("take", 2):
            guard let i = here.items.firstIndex(of: words[1]) else { return "No \(words[1]) here." }
            inventory.insert(here.items.remove(at: i))
            return "Taken: \(words[1])."
        case ("drop", 2):
            guard inventory.remove(words[1]) != nil else { return "You don't have that." }
            here.items.append(words[1])
            return "Dropped."
        case ("inventory", _):
            return inventory.isEmpty ? "You carry nothing." : "You carry: \(inventory.sorted().joined(separator: ", "))."
        default:
            moves -= 1
            return "I don't understand '\(command)'."
        }
    }
}

let hall = Room("Hall", "A dusty entrance.", items: ["lamp"])
let library = Room("Library", "Shelves of mouldy books.", items: ["book", "key"])
let cellar = Room("Cellar", "Cold and damp.")
let vault = Room("Vault", "Gold everywhere!")
hall.connect(.east, to: library, back: .west)
hall.connect(.south, to: cellar, back: .north)
cellar.connect(.east, to: vault, back: .west)
cellar.locked = .east

var game = Game(here: hall)
let commands = ["look", "take lamp", "go south", "go east", "go up", "go north", "go east", "look",
                "take key", "take sword", "dance", "inventory", "drop lamp", "look", "go west",
                "go south", "go east", "look"]
for c in commands where !game.won || c == "look" {
    print("> \(c)")
    print(game.run(c))
}
print("won: \(game.won) in \(game.moves) moves, carrying \(game.inventory.sorted())")
print("library now has:", library.items, "cellar lock:", cellar.locked as Any)

// expect: > look
// expect: Hall: A dusty entrance. Exits: south, east. You see: lamp.
// expect: > take lamp
// expect: Taken: lamp.
// expect: > go south
// expect: You walk south to the Cellar.
// expect: > go east
// expect: The door is locked.
// expect: > go up
// expect: Which way is up?
// expect: > go north
// expect: You walk north to the Hall.
// expect: > go east
// expect: You walk east to the Library.
// expect: > look
// expect: Library: Shelves of mouldy books. Exits: west. You see: book, key.
// expect: > take key
// expect: Taken: key.
// expect: > take sword
// expect: No sword here.
// expect: > dance
// expect: I don't understand 'dance'.
// expect: > inventory
// expect: You carry: key, lamp.
// expect: > drop lamp
// expect: Dropped.
// expect: > look
// expect: Library: Shelves of mouldy books. Exits: west. You see: book, lamp.
// expect: > go west
// expect: You walk west to the Hall.
// expect: > go south
// expect: You walk south to the Cellar.
// expect: > go east
// expect: You walk east to the Vault.
// expect: > look
// expect: Vault: Gold everywhere! Exits: west.
// expect: won: true in 17 moves, carrying ["key"]
// expect: library now has: ["book", "lamp"] cellar lock: nil
