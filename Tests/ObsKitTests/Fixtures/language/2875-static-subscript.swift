// Compiler test style: static and class subscripts on types
enum Planet: Int {
    case mercury = 1, venus, earth, mars

    static subscript(n: Int) -> Planet {
        Planet(rawValue: n) ?? .earth
    }
}

print(Planet[2])
print(Planet[4])
print(Planet[99])

struct Registry {
    private static var storage: [String: Int] = [:]

    static subscript(key: String) -> Int {
        get { storage[key, default: 0] }
        set { storage[key] = newValue }
    }
}

Registry["apples"] = 3
Registry["apples"] += 2
Registry["pears"] = 7
print(Registry["apples"], Registry["pears"], Registry["kiwis"])

class Palette {
    class subscript(index: Int) -> String {
        ["red", "green", "blue"][index % 3]
    }
}

class WarmPalette: Palette {
    override class subscript(index: Int) -> String {
        ["orange", "yellow"][index % 2]
    }
}

for i in 0..<4 {
    print(Palette[i], WarmPalette[i])
}

// expect: venus
// expect: mars
// expect: earth
// expect: 5 7 0
// expect: red orange
// expect: green yellow
// expect: blue orange
// expect: red yellow
