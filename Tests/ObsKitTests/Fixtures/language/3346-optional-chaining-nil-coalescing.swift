// Swift book style: optional chaining and nil-coalescing over nested optional collections
class Person {
    var residence: Residence?
}
class Room {
    let name: String
    init(name: String) { self.name = name }
}
class Residence {
    var rooms: [Room] = []
    var numberOfRooms: Int { rooms.count }
    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }
    var address: String?
}
let john = Person()
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
} else {
    print("Unable to retrieve the first room name.")
}
let johnsHouse = Residence()
johnsHouse.rooms.append(Room(name: "Living Room"))
johnsHouse.rooms.append(Room(name: "Kitchen"))
john.residence = johnsHouse
print(john.residence?.numberOfRooms ?? 0)
print(john.residence?[1].name ?? "none")
print(john.residence?.address?.uppercased() ?? "no address")
john.residence?.address = "1 Infinite Loop"
print(john.residence?.address?.split(separator: " ").count ?? 0)
var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
print(testScores.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })
let maybeWords: [String?] = ["alpha", nil, "gamma", nil]
print(maybeWords.compactMap { $0?.count })
print(maybeWords.map { $0?.first.map(String.init) ?? "-" }.joined())
let nums: [Int]? = [3, 1, 2]
print(nums?.sorted().first ?? -1, nums?.isEmpty == false)
let none: [Int]? = nil
print(none?.count as Any, (none ?? []).count)
// expect: Unable to retrieve the number of rooms.
// expect: Unable to retrieve the first room name.
// expect: 2
// expect: Kitchen
// expect: no address
// expect: 3
// expect: ["Bev [80, 94, 81]", "Dave [91, 82, 84]"]
// expect: [5, 5]
// expect: a-g-
// expect: 1 true
// expect: nil 0
