// Boxed protocol types: `any` existentials in arrays and dictionaries, opening an existential by passing it to a `some` parameter, and `any` with associated types.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Animal {
    associatedtype Food
    var name: String { get }
    func eat(_ food: Food) -> String
}

struct Grass { let kind: String }
struct Meat { let grams: Int }

struct Cow: Animal {
    let name: String
    func eat(_ food: Grass) -> String { "\(name) chews \(food.kind)" }
}
struct Wolf: Animal {
    let name: String
    func eat(_ food: Meat) -> String { "\(name) eats \(food.grams)g" }
}

func introduce(_ a: some Animal) -> String {
    "\(a.name) eats \(type(of: a).Food.self)"
}

let farm: [any Animal] = [Cow(name: "Bess"), Wolf(name: "Grey"), Cow(name: "Daisy")]
for a in farm {
    print(introduce(a))
}
print(Cow(name: "Mo").eat(Grass(kind: "clover")))
print(Wolf(name: "Fang").eat(Meat(grams: 300)))

var byName: [String: any Animal] = [:]
for a in farm { byName[a.name] = a }
print(byName.keys.sorted())
print(byName["Grey"] is Wolf, byName["Bess"] is Wolf)

func herbivores(_ list: [any Animal]) -> [String] {
    list.compactMap { $0 as? Cow }.map(\.name)
}
print(herbivores(farm))
let first: any Animal = farm[0]
print(type(of: first))

// expect: Bess eats Grass
// expect: Grey eats Meat
// expect: Daisy eats Grass
// expect: Mo chews clover
// expect: Fang eats 300g
// expect: ["Bess", "Daisy", "Grey"]
// expect: true false
// expect: ["Bess", "Daisy"]
// expect: Cow
