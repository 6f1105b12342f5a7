// Identifiable with an explicit id property
struct Item: Identifiable {
    let id: Int
    var title: String
}

let items = [Item(id: 3, title: "c"), Item(id: 1, title: "a"), Item(id: 2, title: "b")]
let ids = items.map { $0.id }
print(ids)
let sorted = items.sorted { $0.id < $1.id }
print(sorted.map(\.title))

func lookup<T: Identifiable>(_ xs: [T], _ id: T.ID) -> T? {
    xs.first { $0.id == id }
}
print(lookup(items, 2)?.title ?? "none")
print(lookup(items, 9)?.title ?? "none")

// expect: [3, 1, 2]
// expect: ["a", "b", "c"]
// expect: b
// expect: none
