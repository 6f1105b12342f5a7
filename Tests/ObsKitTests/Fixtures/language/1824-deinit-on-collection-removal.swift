// Compiler test style: objects held in Array, Dictionary and Optional storage deinitialize exactly when the collection releases them
final class Item {
    let key: String
    init(_ key: String) { self.key = key }
    deinit { print("  deinit \(key)") }
}

var list = [Item("a"), Item("b"), Item("c"), Item("d")]
print("removeLast")
_ = list.removeLast()
print("remove(at: 0)")
list.remove(at: 0)
print("overwrite index 0")
list[0] = Item("b2")
print("list now: \(list.map(\.key))")
print("removeAll(where:) for c")
list.removeAll { $0.key == "c" }
print("list now: \(list.map(\.key))")

var table: [String: Item] = [:]
for k in ["x", "y", "z"] { table[k] = Item(k) }
print("table[\"y\"] = nil")
table["y"] = nil
print("removeValue(forKey: x)")
let removed = table.removeValue(forKey: "x")
print("removed value still held: \(removed!.key)")
print("replace z")
table["z"] = Item("z2")
print("table keys: \(table.keys.sorted())")

var opt: Item? = Item("opt")
print("optional set to nil")
opt = nil

// An element that is also referenced elsewhere survives removal
let survivor = Item("shared")
var bag = [survivor, Item("temp")]
print("removing both from bag")
bag.removeAll()
print("survivor alive: \(survivor.key)")

// Copies of an array share their elements
var original = [Item("copy-1")]
var copy = original
print("clearing original")
original.removeAll()
print("clearing copy")
copy.removeAll()
print("end")

// expect: removeLast
// expect:   deinit d
// expect: remove(at: 0)
// expect:   deinit a
// expect: overwrite index 0
// expect:   deinit b
// expect: list now: ["b2", "c"]
// expect: removeAll(where:) for c
// expect:   deinit c
// expect: list now: ["b2"]
// expect: table["y"] = nil
// expect:   deinit y
// expect: removeValue(forKey: x)
// expect: removed value still held: x
// expect: replace z
// expect:   deinit z
// expect: table keys: ["z"]
// expect: optional set to nil
// expect:   deinit opt
// expect: removing both from bag
// expect:   deinit temp
// expect: survivor alive: shared
// expect: clearing original
// expect: clearing copy
// expect:   deinit copy-1
// expect: end
