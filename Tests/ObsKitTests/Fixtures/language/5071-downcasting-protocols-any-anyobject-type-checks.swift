// Book style (Type Casting): downcasting with protocols, Any?, AnyObject and type checks
protocol Animal {
    var name: String { get }
    func sound() -> String
}

protocol Pet: Animal {
    var owner: String { get }
}

struct Cow: Animal {
    let name: String
    func sound() -> String { "moo" }
}

struct Dog: Pet {
    let name: String
    let owner: String
    func sound() -> String { "woof" }
}

class Parrot: Pet {
    let name: String
    let owner: String
    var words: [String]
    init(name: String, owner: String, words: [String]) {
        self.name = name; self.owner = owner; self.words = words
    }
    func sound() -> String { words.joined(separator: "! ") + "!" }
}

let farm: [Animal] = [
    Cow(name: "Bessie"),
    Dog(name: "Rex", owner: "Tom"),
    Parrot(name: "Kiwi", owner: "Ana", words: ["hello", "cracker"]),
    Cow(name: "Daisy"),
]

for a in farm {
    var line = "\(a.name) says \(a.sound())"
    if let pet = a as? Pet { line += " (owned by \(pet.owner))" }
    print(line)
}
print(farm.filter { $0 is Pet }.map { $0.name })
print(farm.filter { $0 is Cow }.count)
print(farm.compactMap { ($0 as? Parrot)?.words.count })
print(farm[0] as? Dog as Any)
print(farm[1] as? Dog as Any)

let objects: [AnyObject] = [Parrot(name: "Polly", owner: "Li", words: ["hi"])]
for o in objects {
    if let p = o as? Parrot { print("object parrot", p.name) }
}

let mixed: [Any?] = [1, nil, "x", Cow(name: "Moo"), 2.5, nil]
var counts = [String: Int]()
for m in mixed {
    switch m {
    case .none: counts["nil", default: 0] += 1
    case .some(let v as Int): counts["int", default: 0] += v
    case .some(is String): counts["string", default: 0] += 1
    case .some(let c as Animal): counts[c.name, default: 0] += 1
    case .some: counts["other", default: 0] += 1
    }
}
for k in counts.keys.sorted() { print(k, counts[k]!) }

func describe(_ x: Any) -> String {
    if let i = x as? Int { return "Int \(i)" }
    if let d = x as? Double { return "Double \(d)" }
    if let arr = x as? [Any] { return "Array of \(arr.count)" }
    if let dict = x as? [String: Int] { return "Dict with \(dict.keys.sorted())" }
    return "Other \(type(of: x))"
}
print(describe(3), describe(3.0), describe([1, "a"] as [Any]), describe(["b": 1, "a": 2]))
print(describe(Cow(name: "z")), describe(true))
print(type(of: farm[2]), farm[2] is Parrot, farm[2] is Dog)

// expect: Bessie says moo
// expect: Rex says woof (owned by Tom)
// expect: Kiwi says hello! cracker! (owned by Ana)
// expect: Daisy says moo
// expect: ["Rex", "Kiwi"]
// expect: 2
// expect: [2]
// expect: nil
// expect: Optional(main.Dog(name: "Rex", owner: "Tom"))
// expect: object parrot Polly
// expect: Moo 1
// expect: int 1
// expect: nil 2
// expect: other 1
// expect: string 1
// expect: Int 3 Double 3.0 Array of 2 Dict with ["a", "b"]
// expect: Other Cow Other Bool
// expect: Parrot true false
