// Compiler test style: implicitly opening existentials (any P) when passed to generic functions
protocol Animal {
    associatedtype Food
    var name: String { get }
    func favorite() -> Food
}
struct Dog: Animal {
    var name = "Rex"
    func favorite() -> String { "bone" }
}
struct Cat: Animal {
    var name = "Tom"
    func favorite() -> Int { 7 }
}

func foodType<A: Animal>(_ a: A) -> String {
    "\(a.name) eats \(A.Food.self): \(a.favorite())"
}
func concreteName<T>(_ x: T) -> String { String(describing: T.self) }
func duplicate<T: Animal>(_ a: T) -> [T] { [a, a] }

let zoo: [any Animal] = [Dog(), Cat(), Dog(name: "Fido")]
for a in zoo {
    print(foodType(a))
}
for a in zoo {
    print(concreteName(a))
}
let a0: any Animal = zoo[1]
print(concreteName(a0 as Any))
print(duplicate(zoo[0]).count)
let eq: any Equatable = 5
func isSame<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}
print(isSame(eq, 5), isSame(eq, "5"))
// expect: Rex eats String: bone
// expect: Tom eats Int: 7
// expect: Fido eats String: bone
// expect: Animal
// expect: Animal
// expect: Animal
// expect: Any
// expect: 2
// expect: true false
