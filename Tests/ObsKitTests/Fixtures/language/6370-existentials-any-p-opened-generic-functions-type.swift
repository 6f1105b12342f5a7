// Advanced Swift style (Protocols): existentials any P opened into generic functions, type(of:) on existentials, and as? casts between protocols
protocol Animal {
    associatedtype Food
    var name: String { get }
    func eat(_ food: Food) -> String
    static var favourite: Food { get }
}
struct Dog: Animal {
    var name = "Rex"
    func eat(_ food: String) -> String { "\(name) eats \(food)" }
    static var favourite: String { "bones" }
}
struct Cow: Animal {
    var name = "Daisy"
    func eat(_ food: Int) -> String { "\(name) eats \(food) kg of grass" }
    static var favourite: Int { 12 }
}

func feedFavourite<A: Animal>(_ animal: A) -> String {
    animal.eat(A.favourite)
}
let farm: [any Animal] = [Dog(), Cow(), Dog(name: "Fido")]
for animal in farm {
    print(feedFavourite(animal))
}
print(farm.map { type(of: $0) })
print(farm.map { $0.name }.joined(separator: ","))

protocol Named { var name: String { get } }
extension Dog: Named {}
for animal in farm {
    if let named = animal as? any Named {
        print("named:", named.name)
    } else {
        print("not Named:", animal.name)
    }
}

func typeName<T>(_ value: T) -> String { "\(T.self)" }
let anyDog: any Animal = Dog()
print(typeName(anyDog))
func openedTypeName<A: Animal>(_ value: A) -> String { "\(A.self)" }
print(openedTypeName(anyDog))

func describeAll(_ items: [Any]) -> [String] {
    items.map { item in
        switch item {
        case let a as any Animal: return "animal \(a.name)"
        case let n as Int: return "int \(n)"
        case is String: return "string"
        default: return "other \(type(of: item))"
        }
    }
}
print(describeAll([Cow(), 3, "s", 2.5]))
let boxed: Any = Dog(name: "Box")
print((boxed as? Dog)?.name ?? "-", (boxed as? Cow)?.name ?? "-", boxed is any Animal)
func count(_ animals: some Collection<any Animal>) -> Int { animals.count }
print(count(farm))

// expect: Rex eats bones
// expect: Daisy eats 12 kg of grass
// expect: Fido eats bones
// expect: [main.Dog, main.Cow, main.Dog]
// expect: Rex,Daisy,Fido
// expect: named: Rex
// expect: not Named: Daisy
// expect: named: Fido
// expect: Animal
// expect: Dog
// expect: ["animal Daisy", "int 3", "string", "other Double"]
// expect: Box - true
// expect: 3
