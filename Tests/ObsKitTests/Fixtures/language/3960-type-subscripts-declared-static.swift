// Swift book style: type subscripts declared with static and class
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
}

struct Registry {
    private static var storage: [String: Int] = [:]
    static subscript(key: String) -> Int {
        get { storage[key] ?? 0 }
        set { storage[key] = newValue }
    }
    static var keys: [String] { storage.keys.sorted() }
}

class Palette {
    class subscript(index: Int) -> String {
        let colors = ["red", "green", "blue"]
        return colors[index % colors.count]
    }
}

class DarkPalette: Palette {
    override class subscript(index: Int) -> String {
        return "dark " + super[index]
    }
}

let mars = Planet[4]
print(mars)
print(Planet[3], Planet[8].rawValue)

Registry["apples"] = 3
Registry["pears"] += 2
Registry["apples"] *= 5
print("apples: \(Registry["apples"]), pears: \(Registry["pears"]), plums: \(Registry["plums"])")
print(Registry.keys)

for i in 0..<4 {
    print("\(Palette[i]) / \(DarkPalette[i])")
}
let kinds: [Palette.Type] = [Palette.self, DarkPalette.self]
print(kinds.map { $0[1] })
// expect: mars
// expect: earth 8
// expect: apples: 15, pears: 2, plums: 0
// expect: ["apples", "pears"]
// expect: red / dark red
// expect: green / dark green
// expect: blue / dark blue
// expect: red / dark red
// expect: ["green", "dark green"]
