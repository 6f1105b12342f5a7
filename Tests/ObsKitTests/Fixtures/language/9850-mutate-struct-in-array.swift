// Stack Overflow style: mutating structs inside an array ("for item in items" doesn't change anything)

struct InventoryItem {
    let name: String
    var count: Int
    var tags: [String] = []
}

var items = [
    InventoryItem(name: "apple", count: 3),
    InventoryItem(name: "banana", count: 0),
    InventoryItem(name: "cherry", count: 12),
]

// The question: this loop doesn't compile with `item.count += 1`
// because `item` is a let copy. Making it `var item` compiles but mutates a copy:
for var item in items {
    item.count += 100
}
print("after for-var loop: \(items.map { $0.count })")

// Answer 1: loop over indices and subscript the array.
for i in items.indices {
    items[i].count += 1
}
print("after indices loop: \(items.map { $0.count })")

// Answer 2: direct subscript mutation works in place.
items[1].count += 5
items[2].tags.append("fruit")
print("banana: \(items[1].count), cherry tags: \(items[2].tags)")

// Answer 3: find the index first, then mutate.
if let idx = items.firstIndex(where: { $0.name == "apple" }) {
    items[idx].count *= 2
    items[idx].tags += ["red", "crunchy"]
}
for item in items {
    print("\(item.name): \(item.count) \(item.tags)")
}

// Answer 4: rebuild with map when you want a new array.
let restocked = items.map { item -> InventoryItem in
    var copy = item
    if copy.count < 10 { copy.count = 10 }
    return copy
}
print("restocked: \(restocked.map { "\($0.name)=\($0.count)" }.joined(separator: ", "))")
print("original untouched: \(items.map { $0.count })")

// Bonus: mutate through an inout helper.
func markEmpty(_ list: inout [InventoryItem]) {
    for i in list.indices where list[i].count == 0 {
        list[i].tags.append("empty")
    }
}
var more = [InventoryItem(name: "kiwi", count: 0), InventoryItem(name: "lime", count: 4)]
markEmpty(&more)
print(more.map { "\($0.name):\($0.tags)" })

// Using withUnsafe... is unnecessary; swapAt also works in place.
items.swapAt(0, 2)
print(items.map { $0.name })
// expect: after for-var loop: [3, 0, 12]
// expect: after indices loop: [4, 1, 13]
// expect: banana: 6, cherry tags: ["fruit"]
// expect: apple: 8 ["red", "crunchy"]
// expect: banana: 6 []
// expect: cherry: 13 ["fruit"]
// expect: restocked: apple=10, banana=10, cherry=13
// expect: original untouched: [8, 6, 13]
// expect: ["kiwi:[\"empty\"]", "lime:[]"]
// expect: ["cherry", "banana", "apple"]
