// App code style: merging grocery lists from family members with Dictionary merging, Set algebra and sorting
struct GroceryItem: Hashable, Comparable {
    let name: String
    let aisle: Int
    static func < (a: GroceryItem, b: GroceryItem) -> Bool { (a.aisle, a.name) < (b.aisle, b.name) }
}

let mom: [String: Int] = ["eggs": 12, "milk": 1, "bread": 1]
let dad: [String: Int] = ["milk": 2, "coffee": 1]
let kid: [String: Int] = ["cookies": 3, "milk": 1, "eggs": 6]

let merged = [mom, dad, kid].reduce(into: [String: Int]()) { total, list in
    total.merge(list) { $0 + $1 }
}
for name in merged.keys.sorted() {
    print("\(name): \(merged[name]!)")
}
let maxOnly = mom.merging(kid) { max($0, $1) }
print("max eggs: \(maxOnly["eggs"]!), keys: \(maxOnly.keys.sorted())")

let aisles = ["eggs": 3, "milk": 3, "bread": 1, "coffee": 5, "cookies": 5]
let items = merged.keys.map { GroceryItem(name: $0, aisle: aisles[$0] ?? 99) }.sorted()
print("Route: \(items.map { "\($0.aisle):\($0.name)" }.joined(separator: " "))")

let momSet = Set(mom.keys), kidSet = Set(kid.keys)
print("Shared by mom and kid: \(momSet.intersection(kidSet).sorted())")
print("Only mom: \(momSet.subtracting(kidSet).sorted())")
let byAisle = Dictionary(grouping: items, by: \.aisle).mapValues { $0.count }
print("Per aisle: \(byAisle.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" })")
print("Bulk items: \(merged.filter { $0.value > 2 }.keys.sorted())")
// expect: bread: 1
// expect: coffee: 1
// expect: cookies: 3
// expect: eggs: 18
// expect: milk: 4
// expect: max eggs: 12, keys: ["bread", "cookies", "eggs", "milk"]
// expect: Route: 1:bread 3:eggs 3:milk 5:coffee 5:cookies
// expect: Shared by mom and kid: ["eggs", "milk"]
// expect: Only mom: ["bread"]
// expect: Per aisle: ["1x1", "3x2", "5x2"]
// expect: Bulk items: ["cookies", "eggs", "milk"]
