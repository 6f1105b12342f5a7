// Compiler test style: casting between protocol existentials, generics and concrete types
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greeter: Named { func greet() -> String }

struct Person: Named, Aged, Greeter {
    let name: String
    let age: Int
    func greet() -> String { "hi, I'm \(name)" }
}
struct Robot: Named {
    let name: String
}
class Pet: Named, Aged {
    let name: String
    let age: Int
    init(name: String, age: Int) { self.name = name; self.age = age }
}

func info<T>(_ value: T) -> String {
    var parts: [String] = []
    if let n = value as? Named { parts.append("named \(n.name)") }
    if let a = value as? Aged { parts.append("aged \(a.age)") }
    if let g = value as? Greeter { parts.append("greets '\(g.greet())'") }
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
}

func castAll<T>(_ items: [Any], to: T.Type) -> [T] {
    items.compactMap { $0 as? T }
}

let things: [Any] = [Person(name: "Ann", age: 30), Robot(name: "R2"), Pet(name: "Rex", age: 4), 42, "text"]
for t in things {
    print(type(of: t), "->", info(t))
}

print(castAll(things, to: Named.self).map { $0.name })
print(castAll(things, to: Aged.self).map { $0.age })
print(castAll(things, to: Int.self), castAll(things, to: String.self))
let n: Named = Person(name: "Bo", age: 5)
print(n is Aged, n is Greeter, (n as? Person)?.age ?? -1, n as? Robot == nil)
let composed = things.compactMap { $0 as? Named & Aged }
print(composed.map { "\($0.name):\($0.age)" })
print(things.filter { $0 is Pet }.count, things.filter { !($0 is Named) }.count)

// expect: Person -> named Ann, aged 30, greets 'hi, I'm Ann'
// expect: Robot -> named R2
// expect: Pet -> named Rex, aged 4
// expect: Int -> nothing
// expect: String -> nothing
// expect: ["Ann", "R2", "Rex"]
// expect: [30, 4]
// expect: [42] ["text"]
// expect: true true 5 true
// expect: ["Ann:30", "Rex:4"]
// expect: 1 2
