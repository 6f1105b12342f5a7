// Swift Evolution style: SE-0352 implicitly opened existentials passing any P to generic functions taking some P
protocol Animal {
    associatedtype Food: CustomStringConvertible
    var name: String { get }
    func favoriteFood() -> Food
}

struct Dog: Animal {
    var name = "Rex"
    func favoriteFood() -> String { "bones" }
}

struct Cat: Animal {
    var name = "Tom"
    func favoriteFood() -> Int { 42 }  // fish count
}

func feed<A: Animal>(_ animal: A) -> String {
    "\(animal.name) eats \(animal.favoriteFood())"
}

func describeFood(of animal: some Animal) -> String {
    let food = animal.favoriteFood()
    return "\(type(of: food)): \(food)"
}

let zoo: [any Animal] = [Dog(), Cat(), Dog(name: "Fido")]
for animal in zoo {
    // Before SE-0352 this was an error: protocol 'Animal' as a type cannot conform to the protocol itself
    print(feed(animal))
    print("  " + describeFood(of: animal))
}

func areEqual<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    func open<L: Equatable>(_ l: L) -> Bool {
        guard let r = rhs as? L else { return false }
        return areEqual(l, r)
    }
    return open(lhs)
}

print(isEqual(1, 1))
print(isEqual(1, "1"))
print(isEqual("swift", "swift"))
print(isEqual(2.5, 3.5))

func countElements(_ c: some Collection) -> Int { c.count }
let collections: [any Collection] = [[1, 2, 3], "hello", 0..<10]
print(collections.map { countElements($0) })

// expect: Rex eats bones
// expect:   String: bones
// expect: Tom eats 42
// expect:   Int: 42
// expect: Fido eats bones
// expect:   String: bones
// expect: true
// expect: false
// expect: true
// expect: false
// expect: [3, 5, 10]
