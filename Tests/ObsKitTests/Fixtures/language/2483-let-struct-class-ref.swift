// Compiler test style: a let constant struct holding a class reference whose properties change
final class Inventory {
  var items: [String: Int] = [:]
  var revision = 0 {
    didSet { print("  revision \(oldValue) -> \(revision)") }
  }
  func add(_ name: String, _ qty: Int) {
    items[name, default: 0] += qty
    revision += 1
  }
}

struct Store {
  let name: String
  let inventory: Inventory
  var open = true

  func restock() {
    inventory.add("widgets", 5)
  }
}

let store = Store(name: "Corner", inventory: Inventory())
store.inventory.add("gadgets", 2)
store.restock()
store.inventory.items["widgets"]! -= 1
store.inventory.revision += 10
print(store.name, store.inventory.items.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let mirror = store
mirror.inventory.add("gizmos", 1)
print("shared revision:", store.inventory.revision, mirror.inventory.revision)

var branch = store
branch.open = false
print("open:", store.open, branch.open)
print("same inventory:", store.inventory === branch.inventory)

let stores = [store, branch]
stores[1].inventory.add("widgets", 100)
print("widgets via original:", store.inventory.items["widgets"]!)

func bump(_ n: inout Int) { n += 1000 }
bump(&store.inventory.revision)
print("final revision:", store.inventory.revision)
// expect:   revision 0 -> 1
// expect:   revision 1 -> 2
// expect:   revision 2 -> 12
// expect: Corner ["gadgets=2", "widgets=4"]
// expect:   revision 12 -> 13
// expect: shared revision: 13 13
// expect: open: true false
// expect: same inventory: true
// expect:   revision 13 -> 14
// expect: widgets via original: 104
// expect:   revision 14 -> 1014
// expect: final revision: 1014
