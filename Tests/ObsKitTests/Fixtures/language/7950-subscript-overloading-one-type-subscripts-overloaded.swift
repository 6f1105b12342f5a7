// Sundell style (subscript overloading): one type with subscripts overloaded by label and type
struct Inventory {
    private var counts: [String: Int] = [:]
    private var order: [String] = []

    subscript(name: String) -> Int {
        get { counts[name, default: 0] }
        set {
            if counts[name] == nil { order.append(name) }
            counts[name] = newValue
        }
    }

    subscript(index: Int) -> (String, Int) {
        let key = order[index]
        return (key, counts[key]!)
    }

    subscript(range: Range<Int>) -> [String] {
        Array(order[range])
    }

    subscript(names: String...) -> Int {
        names.reduce(0) { $0 + self[$1] }
    }
}

var inv = Inventory()
inv["apple"] = 3
inv["pear"] += 2
inv["apple"] += 4
inv["fig"] = 1
print(inv["apple"], inv["pear"], inv["kiwi"])
print(inv[0], inv[2])
print(inv[0..<2])
print(inv["apple", "fig", "kiwi"])
let (n, c) = inv[1]
print("\(n)=\(c)")
// expect: 7 2 0
// expect: ("apple", 7) ("fig", 1)
// expect: ["apple", "pear"]
// expect: 8
// expect: pear=2
