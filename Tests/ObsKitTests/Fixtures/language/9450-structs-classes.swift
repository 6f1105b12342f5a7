// Structures vs classes: memberwise init, value copying, reference sharing and identity (expected output from swiftc 6.3.1 on Linux)
struct Dimensions {
    var width = 0
    var depth = 0
}
class Room {
    var label = "unnamed"
    var size = Dimensions()
    var windows = 0
}

let defaultDims = Dimensions()
let customDims = Dimensions(width: 4, depth: 5)
let widthOnly = Dimensions(width: 3)
print(defaultDims, customDims, widthOnly)

var copyDims = customDims
copyDims.width = 10
print("original \(customDims.width), copy \(copyDims.width)")

let kitchen = Room()
kitchen.label = "kitchen"
kitchen.size.width = 6
kitchen.size = Dimensions(width: 6, depth: 3)
let alias = kitchen
alias.windows = 2
print(kitchen.label, kitchen.size.width * kitchen.size.depth, kitchen.windows)
print("same instance:", alias === kitchen)

let otherKitchen = Room()
otherKitchen.label = "kitchen"
print("identical:", otherKitchen === kitchen, "not identical:", otherKitchen !== kitchen)

enum Gear { case park, drive }
var shifter = Gear.park
let before = shifter
shifter = .drive
print(shifter, before)

struct Inventory {
    var items: [String] = []
}
var warehouseA = Inventory(items: ["bolts"])
var warehouseB = warehouseA
warehouseB.items.append("nuts")
print(warehouseA.items, warehouseB.items)

final class Ledger {
    var entries: [Int] = []
}
struct Account {
    var owner: String
    let ledger: Ledger
}
let shared = Ledger()
var acct1 = Account(owner: "Ann", ledger: shared)
var acct2 = acct1
acct2.owner = "Ben"
acct2.ledger.entries.append(25)
acct1.ledger.entries.append(-5)
print(acct1.owner, acct2.owner, shared.entries)

func rename(_ r: Room) { r.label = "renamed" }
func resize(_ d: Dimensions) -> Dimensions { var d = d; d.width *= 2; return d }
rename(kitchen)
print(kitchen.label, resize(customDims).width, customDims.width)

let rooms = [kitchen, otherKitchen, alias]
let distinct = rooms.reduce(into: [Room]()) { acc, r in if !acc.contains(where: { $0 === r }) { acc.append(r) } }
print("distinct rooms:", distinct.count)
print(type(of: kitchen), type(of: customDims), MemoryLayout<Dimensions>.size)

// expect: Dimensions(width: 0, depth: 0) Dimensions(width: 4, depth: 5) Dimensions(width: 3, depth: 0)
// expect: original 4, copy 10
// expect: kitchen 18 2
// expect: same instance: true
// expect: identical: false not identical: true
// expect: drive park
// expect: ["bolts"] ["bolts", "nuts"]
// expect: Ann Ben [25, -5]
// expect: renamed 8 4
// expect: distinct rooms: 2
// expect: Room Dimensions 16
