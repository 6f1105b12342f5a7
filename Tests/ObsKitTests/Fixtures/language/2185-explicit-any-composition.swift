// Swift Evolution style (SE-0335): explicit any for existentials, protocol compositions and metatypes
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greeter { func greet() -> String }

struct Person: Named, Aged, Greeter {
    let name: String, age: Int
    func greet() -> String { "Hi, I'm \(name)" }
}
struct Robot: Named, Greeter {
    let name: String
    func greet() -> String { "BEEP \(name.uppercased())" }
}
struct Tree: Aged { let age: Int }

let namedThings: [any Named] = [Person(name: "ivy", age: 30), Robot(name: "r2")]
print(namedThings.map(\.name))

let both: [any Named & Aged] = [Person(name: "max", age: 41), Person(name: "kim", age: 19)]
for p in both { print("\(p.name) is \(p.age)") }

let greeters: [any Greeter] = namedThings.compactMap { $0 as? any Greeter }
for g in greeters { print(g.greet()) }

let ageables: [any Aged] = [Tree(age: 300), Person(name: "z", age: 5)]
print("oldest:", ageables.map(\.age).max() ?? 0)

func kind(_ x: Any) -> String {
    switch x {
    case let v as any Named & Aged: "named+aged \(v.name)"
    case let v as any Named: "named \(v.name)"
    case let v as any Aged: "aged \(v.age)"
    default: "unknown"
    }
}
let mixed: [Any] = [Person(name: "a", age: 1), Robot(name: "b"), Tree(age: 2), 42]
for m in mixed { print(kind(m)) }

let metatypes: [any Named.Type] = [Person.self, Robot.self]
print(metatypes.map { "\($0)" })
let optionalAny: (any Greeter)? = Robot(name: "opt")
print(optionalAny?.greet() ?? "none")

func makeGreeter(robot: Bool) -> any Greeter {
    robot ? Robot(name: "factory") : Person(name: "factory", age: 0)
}
print(makeGreeter(robot: true).greet(), "|", makeGreeter(robot: false).greet())
print(type(of: makeGreeter(robot: true)))

// expect: ["ivy", "r2"]
// expect: max is 41
// expect: kim is 19
// expect: Hi, I'm ivy
// expect: BEEP R2
// expect: oldest: 300
// expect: named+aged a
// expect: named b
// expect: aged 2
// expect: unknown
// expect: ["Person", "Robot"]
// expect: BEEP OPT
// expect: BEEP FACTORY | Hi, I'm factory
// expect: Robot
