// Swift book style (ARC): removing elements from arrays and replacing dictionary values releases objects
class Item {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("deinit \(label)") }
}

var items = [Item("a"), Item("b"), Item("c")]
print("count \(items.count)")
let removed = items.remove(at: 1)
print("removed \(removed.label), still held")
items.removeLast()
print("after removeLast: \(items.map { $0.label })")

var table: [String: Item] = ["x": Item("x1"), "y": Item("y1")]
table["x"] = Item("x2")
print("replaced x")
table["y"] = nil
print("removed y")
table.removeAll()
print("cleared table")
items = []
print("cleared items")
print("removed label is \(removed.label)")
// expect: count 3
// expect: removed b, still held
// expect: deinit c
// expect: after removeLast: ["a"]
// expect: deinit x1
// expect: replaced x
// expect: deinit y1
// expect: removed y
// expect: deinit x2
// expect: cleared table
// expect: deinit a
// expect: cleared items
// expect: removed label is b
