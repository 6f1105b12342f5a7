// Blog style (nested optionals in collections): arrays of optionals of structs
struct Item { var id: Int; var note: String? }
let items: [Item?] = [Item(id: 1, note: "n"), nil, Item(id: 3, note: nil)]
print(items)
for it in items {
    if let it = it { print(it.id, it.note ?? "-") } else { print("missing") }
}
print(items.compactMap { $0 }.map { $0.id })
print(items.map { $0?.note })
let dict: [String: Item?] = ["k": nil]
print(dict)
let tup: (Item?, Int?) = (nil, 2)
print(tup)
dump(items[0])
dump(items[1])
let deep: [[String?]] = [["a", nil], []]
print(deep)
let doubleOpt: [Int??] = [1, nil, .some(nil)]
print(doubleOpt)
print(items.first as Any)
print(items.last! as Any)
// expect: [Optional(main.Item(id: 1, note: Optional("n"))), nil, Optional(main.Item(id: 3, note: nil))]
// expect: 1 n
// expect: missing
// expect: 3 -
// expect: [1, 3]
// expect: [Optional("n"), nil, nil]
// expect: ["k": nil]
// expect: (nil, Optional(2))
// expect: ▿ Optional(main.Item(id: 1, note: Optional("n")))
// expect:   ▿ some: main.Item
// expect:     - id: 1
// expect:     ▿ note: Optional("n")
// expect:       - some: "n"
// expect: - nil
// expect: [[Optional("a"), nil], []]
// expect: [Optional(Optional(1)), nil, Optional(nil)]
// expect: Optional(Optional(main.Item(id: 1, note: Optional("n"))))
// expect: Optional(main.Item(id: 3, note: nil))
