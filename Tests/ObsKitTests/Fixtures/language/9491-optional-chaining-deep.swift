// Optional chaining through properties, methods, subscripts and assignments, with flattening and ?? chains (expected output from swiftc 6.3.1 on Linux)
class Room {
    var name: String
    var tags: [String: [String]] = [:]
    init(_ name: String) { self.name = name }
    func shout() -> String { name.uppercased() }
}
class Floor {
    var rooms: [Room] = []
    var annex: Floor?
    subscript(i: Int) -> Room? { i < rooms.count ? rooms[i] : nil }
}
class Building { var ground: Floor? }

let bldg = Building()
print(bldg.ground?.rooms.count as Any)
print(bldg.ground?[0]?.shout() ?? "no room")

bldg.ground = Floor()
bldg.ground?.rooms.append(Room("lobby"))
bldg.ground?.rooms.append(Room("cafe"))
print(bldg.ground?.rooms.count as Any)
print(bldg.ground?[1]?.shout() ?? "no room")
print(bldg.ground?[5]?.shout() ?? "no room")

var setCount = 0
func sideEffect() -> String { setCount += 1; return "renamed" }
bldg.ground?.annex?.rooms.first?.name = sideEffect()
print("side effect ran:", setCount)
bldg.ground?[0]?.name = sideEffect()
print("side effect ran:", setCount, bldg.ground![0]!.name)

let assigned: Void? = bldg.ground?.annex?.rooms.first?.name = "x"
print(assigned == nil ? "assignment skipped" : "assigned")

bldg.ground?[1]?.tags["menu", default: []].append("soup")
bldg.ground?[1]?.tags["menu"]?.append("bread")
bldg.ground?[1]?.tags["hours"]?.append("9-5")
print(bldg.ground?[1]?.tags["menu"] ?? [], bldg.ground?[1]?.tags["hours"] as Any)
print(bldg.ground?[1]?.tags["menu"]?.first?.count as Any)

let nestedOpt: Int?? = .some(nil)
print(nestedOpt as Any, (nestedOpt ?? 0) as Any, nestedOpt.flatMap { $0 } as Any)
let strs = ["4", "x", "16"]
print(strs.map { Int($0) }, strs.compactMap { Int($0) })
let first: Int? = nil, second: Int? = nil, third: Int? = 3
print(first ?? second ?? third ?? 0)
let parsed = Int("42").map { $0 * 2 }.flatMap { $0 > 50 ? $0 : nil }
print(parsed as Any)
if let r = bldg.ground?[0], r.name.count > 3, let last = r.name.last {
    print("bound:", r.name, last)
}
print(bldg.ground?.rooms.map(\.name).joined(separator: ",") ?? "")

// expect: nil
// expect: no room
// expect: Optional(2)
// expect: CAFE
// expect: no room
// expect: side effect ran: 0
// expect: side effect ran: 1 renamed
// expect: assignment skipped
// expect: ["soup", "bread"] nil
// expect: Optional(4)
// expect: Optional(nil) nil nil
// expect: [Optional(4), nil, Optional(16)] [4, 16]
// expect: 3
// expect: Optional(84)
// expect: bound: renamed d
// expect: renamed,cafe
