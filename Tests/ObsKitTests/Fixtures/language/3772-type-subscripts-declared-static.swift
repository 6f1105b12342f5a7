// Swift book style: type subscripts declared with static and class
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
    static subscript(name name: String) -> Planet? {
        let all: [Planet] = [.mercury, .venus, .earth, .mars, .jupiter, .saturn, .uranus, .neptune]
        return all.first { "\($0)" == name }
    }
}
let mars = Planet[4]
print(mars)
print(Planet[name: "saturn"].map { $0.rawValue } ?? -1)
print(Planet[name: "pluto"] == nil)

struct Registry {
    private static var storage: [String: Int] = [:]
    static subscript(key: String) -> Int {
        get { storage[key, default: 0] }
        set { storage[key] = newValue }
    }
    static subscript(keys keys: String...) -> [Int] {
        keys.map { Registry[$0] }
    }
    static var snapshot: String {
        storage.keys.sorted().map { "\($0)=\(storage[$0]!)" }.joined(separator: ",")
    }
}
Registry["a"] = 1
Registry["b"] += 5
Registry["a"] *= 10
print(Registry["a"], Registry["b"], Registry["c"])
print(Registry[keys: "b", "a", "zz"])
print(Registry.snapshot)

class Shape {
    class var sides: Int { 0 }
    class subscript(scale: Int) -> Int { sides * scale }
}
class Triangle: Shape {
    override class var sides: Int { 3 }
}
class Square: Shape {
    override class subscript(scale: Int) -> Int { sides * scale * 100 }
    override class var sides: Int { 4 }
}
print(Shape[2], Triangle[2], Square[2])
let kinds: [Shape.Type] = [Shape.self, Triangle.self, Square.self]
print(kinds.map { $0[3] })
// expect: mars
// expect: 6
// expect: true
// expect: 10 5 0
// expect: [5, 10, 0]
// expect: a=10,b=5
// expect: 0 6 800
// expect: [0, 9, 1200]
