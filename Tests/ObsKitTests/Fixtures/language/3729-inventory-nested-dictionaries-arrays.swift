// App code style: inventory with nested dictionaries and arrays of structs
struct Item { var name: String; var qty: Int; var tags: [String] }
struct Warehouse { var sections: [String: [Item]] = [:] }

var wh = Warehouse()
wh.sections["A", default: []].append(Item(name: "bolt", qty: 10, tags: []))
wh.sections["A", default: []].append(Item(name: "nut", qty: 5, tags: ["small"]))
wh.sections["B", default: []].append(Item(name: "gear", qty: 2, tags: []))
wh.sections["A"]?[0].qty -= 3
wh.sections["A"]?[1].tags.append("metal")
wh.sections["B"]?[0].name = "big gear"
wh.sections["C"]?[0].qty = 100

func restock(_ item: inout Item, _ n: Int) { item.qty += n; item.tags.append("restocked") }
restock(&wh.sections["B"]![0], 8)

for key in wh.sections.keys.sorted() {
    for item in wh.sections[key]! {
        print("\(key): \(item.name) x\(item.qty) \(item.tags)")
    }
}

var total = 0
for (_, items) in wh.sections { total += items.reduce(0) { $0 + $1.qty } }
print("total qty \(total)")

if var a = wh.sections["A"] {
    a.removeAll { $0.qty < 6 }
    print("local A count \(a.count), stored A count \(wh.sections["A"]!.count)")
}
wh.sections["A"]?.removeAll { $0.qty < 6 }
print("stored A now \(wh.sections["A"]!.map(\.name))")
wh.sections["B"] = nil
print(wh.sections.keys.sorted())
// expect: A: bolt x7 []
// expect: A: nut x5 ["small", "metal"]
// expect: B: big gear x10 ["restocked"]
// expect: total qty 22
// expect: local A count 1, stored A count 2
// expect: stored A now ["bolt"]
// expect: ["A"]
