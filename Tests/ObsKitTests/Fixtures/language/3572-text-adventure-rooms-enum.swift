// App code style: text adventure rooms with enum directions, class player, and scripted commands
enum Direction: String, CaseIterable { case north, south, east, west }
enum Command {
    case go(Direction), take(String), look, inventory, unknown(String)
    init(_ line: String) {
        let parts = line.split(separator: " ").map(String.init)
        switch (parts.first, parts.count) {
        case ("go"?, 2): self = Direction(rawValue: parts[1]).map(Command.go) ?? .unknown(line)
        case ("take"?, 2): self = .take(parts[1])
        case ("look"?, 1): self = .look
        case ("inv"?, 1), ("i"?, 1): self = .inventory
        default: self = .unknown(line)
        }
    }
}
struct Room { let name: String; var items: [String]; let exits: [Direction: String] }

final class Game {
    var rooms: [String: Room]
    var here = "hall"
    var bag: [String] = []
    var moves = 0 { didSet { if moves % 3 == 0 { print("  (\(moves) moves so far)") } } }
    init(rooms: [String: Room]) { self.rooms = rooms }
    func run(_ cmd: Command) {
        switch cmd {
        case .go(let d):
            guard let dest = rooms[here]!.exits[d] else { print("can't go \(d.rawValue)"); return }
            here = dest; moves += 1
            print("you enter the \(rooms[here]!.name)")
        case .take(let thing):
            if let i = rooms[here]!.items.firstIndex(of: thing) {
                bag.append(rooms[here]!.items.remove(at: i)); print("taken \(thing)")
            } else { print("no \(thing) here") }
        case .look:
            let r = rooms[here]!
            let exits = Direction.allCases.filter { r.exits[$0] != nil }.map(\.rawValue)
            print("\(r.name): items \(r.items.sorted()), exits \(exits)")
        case .inventory: print("carrying \(bag.isEmpty ? "nothing" : bag.joined(separator: ", "))")
        case .unknown(let s): print("huh? '\(s)'")
        }
    }
}

let game = Game(rooms: [
    "hall": Room(name: "Hall", items: ["lamp"], exits: [.north: "lib", .east: "kit"]),
    "lib": Room(name: "Library", items: ["book", "key"], exits: [.south: "hall"]),
    "kit": Room(name: "Kitchen", items: [], exits: [.west: "hall"]),
])
let script = ["look", "take lamp", "go north", "take key", "take sword", "look", "go up",
              "go south", "go east", "i", "dance", "go west"]
for line in script { print("> \(line)"); game.run(Command(line)) }
print("ended in \(game.here) after \(game.moves) moves with \(game.bag.count) items")
// expect: > look
// expect: Hall: items ["lamp"], exits ["north", "east"]
// expect: > take lamp
// expect: taken lamp
// expect: > go north
// expect: you enter the Library
// expect: > take key
// expect: taken key
// expect: > take sword
// expect: no sword here
// expect: > look
// expect: Library: items ["book"], exits ["south"]
// expect: > go up
// expect: huh? 'go up'
// expect: > go south
// expect: you enter the Hall
// expect: > go east
// expect:   (3 moves so far)
// expect: you enter the Kitchen
// expect: > i
// expect: carrying lamp, key
// expect: > dance
// expect: huh? 'dance'
// expect: > go west
// expect: you enter the Hall
// expect: ended in hall after 4 moves with 2 items
