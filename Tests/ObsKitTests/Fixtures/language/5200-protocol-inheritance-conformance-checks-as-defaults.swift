// Book style (Protocols): protocol inheritance, conformance checks with is and as?, and defaults in place of optional requirements
protocol Room {
    var name: String { get }
    var exits: [String] { get }
}

protocol Lockable {
    var isLocked: Bool { get set }
}

protocol Vault: Room, Lockable {
    var treasure: Int { get }
}

protocol RoomObserver {
    func entered(_ room: Room)
    func blocked(by room: Room)
}

extension RoomObserver {
    func blocked(by room: Room) {}
}

struct Hall: Room {
    let name: String
    let exits: [String]
}

struct Cellar: Vault {
    let name = "Cellar"
    let exits = ["Hall"]
    var isLocked = true
    let treasure = 250
}

struct Narrator: RoomObserver {
    func entered(_ room: Room) { print("You enter the \(room.name). Exits: \(room.exits.sorted())") }
    func blocked(by room: Room) { print("The \(room.name) is locked.") }
}

struct SilentLog: RoomObserver {
    func entered(_ room: Room) { print("log:", room.name) }
}

func explore(_ rooms: [Room], observer: RoomObserver) -> Int {
    var gold = 0
    for room in rooms {
        if let lock = room as? Lockable, lock.isLocked {
            observer.blocked(by: room)
            continue
        }
        observer.entered(room)
        if let vault = room as? Vault { gold += vault.treasure }
    }
    return gold
}

var cellar = Cellar()
let map: [Room] = [Hall(name: "Hall", exits: ["Cellar", "Tower", "Garden"]), cellar]
print(explore(map, observer: Narrator()))
cellar.isLocked = false
let opened: [Room] = [map[0], cellar]
print(explore(opened, observer: Narrator()))
print(explore(map, observer: SilentLog()))
for room in opened {
    print(room.name, room is Vault, room is Lockable, room is Hall)
}
print(cellar)
let maybeVault = map[0] as? Vault
print(maybeVault == nil, type(of: map[1]))

// expect: You enter the Hall. Exits: ["Cellar", "Garden", "Tower"]
// expect: The Cellar is locked.
// expect: 0
// expect: You enter the Hall. Exits: ["Cellar", "Garden", "Tower"]
// expect: You enter the Cellar. Exits: ["Hall"]
// expect: 250
// expect: log: Hall
// expect: 0
// expect: Hall false false true
// expect: Cellar true true false
// expect: Cellar(name: "Cellar", exits: ["Hall"], isLocked: false, treasure: 250)
// expect: true Cellar
