// The Swift Programming Language style (Subscripts): static subscripts on an enum and a struct, variadic subscript parameters, and subscripts on a protocol
enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet? {
        Planet(rawValue: n)
    }
}

if let p = Planet[3] {
    print("third planet: \(p)")
}
print(Planet[9] == nil ? "no ninth planet" : "found")

struct Registry {
    private static var entries: [String: Int] = [:]
    static subscript(key: String) -> Int {
        get { entries[key, default: 0] }
        set { entries[key] = newValue }
    }
    static var keys: [String] { entries.keys.sorted() }
}

Registry["apples"] = 4
Registry["pears"] += 2
Registry["apples"] *= 3
for k in Registry.keys {
    print(k, Registry[k])
}

struct Polynomial {
    var coefficients: [Int]
    subscript(x: Int) -> Int {
        var result = 0
        for c in coefficients.reversed() { result = result * x + c }
        return result
    }
    subscript(at xs: Int...) -> [Int] {
        xs.map { self[$0] }
    }
}

let poly = Polynomial(coefficients: [1, 0, 2])
print(poly[3])
print(poly[at: 0, 1, 2, 3])

protocol Lookup {
    subscript(name: String) -> String? { get }
}

struct Aliases: Lookup {
    let table = ["js": "JavaScript", "py": "Python"]
    subscript(name: String) -> String? { table[name] }
}

func expand(_ code: String, using l: some Lookup) -> String {
    l[code] ?? code.uppercased()
}

print(expand("py", using: Aliases()), expand("rs", using: Aliases()))

// expect: third planet: earth
// expect: no ninth planet
// expect: apples 12
// expect: pears 2
// expect: 19
// expect: [1, 3, 9, 19]
// expect: Python RS
