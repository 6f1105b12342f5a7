// App code style: text adventure driven by a fixed command list
enum Direction: String { case north, south, east, west }

enum Command {
    case go(Direction), take(String), drop(String), look, inventory, unknown(String)

    init(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("go", 2): self = Direction(rawValue: words[1]).map { .go($0) } ?? .unknown(text)
        case ("take", 2): self = .take(words[1])
        case ("drop", 2): self = .drop(words[1])
        case ("look", 1): self = .look
        case ("inv", 1): self = .inventory
        default: self = .unknown(text)
        }
    }
}

class Room {
    let name: String
    var items: [String]
    var exits: [Direction: Room] = [:]
    init(_ name: String, items: [String] = []) { self.name = name; self.items = items }
}

let hall = Room("Hall", items: ["lamp"])
let library = Room("Library", items: ["book", "key"])
let vault = Room("Vault", items: ["gold"])
hall.exits[.north] = library
library.exits[.south] = hall
library.exits[.east] = vault
vault.exits[.west] = library

var here = hall
var bag: [String] = []
let script = ["look", "take lamp", "go north", "take key", "take sword", "go west", "go east", "take gold", "drop lamp", "look", "inv", "dance", "go up"]
for line in script {
    let response: String
    switch Command(line) {
    case .go(let d):
        if let next = here.exits[d] { here = next; response = "You enter the \(here.name)." }
        else { response = "You can't go \(d.rawValue)." }
    case .take(let thing):
        if let i = here.items.firstIndex(of: thing) { bag.append(here.items.remove(at: i)); response = "Taken: \(thing)." }
        else { response = "No \(thing) here." }
    case .drop(let thing):
        if let i = bag.firstIndex(of: thing) { here.items.append(bag.remove(at: i)); response = "Dropped \(thing)." }
        else { response = "You don't have \(thing)." }
    case .look:
        response = "\(here.name): " + (here.items.isEmpty ? "nothing" : here.items.joined(separator: ", ")) + "; exits " + here.exits.keys.map(\.rawValue).sorted().joined(separator: "/")
    case .inventory:
        response = "Carrying \(bag.count): \(bag)"
    case .unknown(let t):
        response = "I don't understand '\(t)'."
    }
    print("> \(line)\n\(response)")
}
// expect: > look
// expect: Hall: lamp; exits north
// expect: > take lamp
// expect: Taken: lamp.
// expect: > go north
// expect: You enter the Library.
// expect: > take key
// expect: Taken: key.
// expect: > take sword
// expect: No sword here.
// expect: > go west
// expect: You can't go west.
// expect: > go east
// expect: You enter the Vault.
// expect: > take gold
// expect: Taken: gold.
// expect: > drop lamp
// expect: Dropped lamp.
// expect: > look
// expect: Vault: lamp; exits west
// expect: > inv
// expect: Carrying 2: ["key", "gold"]
// expect: > dance
// expect: I don't understand 'dance'.
// expect: > go up
// expect: I don't understand 'go up'.
