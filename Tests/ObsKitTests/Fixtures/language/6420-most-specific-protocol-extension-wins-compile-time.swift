// Quiz post style (constrained extensions): the most specific protocol extension wins at compile time, not at run time
protocol Summary {
    func summary() -> String
}
extension Summary {
    func summary() -> String { "generic summary" }
    func tagline() -> String { "plain tagline" }
}
extension Array: Summary {}
extension Array where Element == Int {
    func summary() -> String { "ints summing to \(reduce(0, +))" }
}
extension Summary where Self: Collection {
    func tagline() -> String { "collection of \(count)" }
}

// Puzzle: which summary() and tagline() are called?
let ints = [1, 2, 3]
let strings = ["a", "b"]
print(ints.summary())
print(strings.summary())
let boxed: Summary = ints
print(boxed.summary())
func viaGeneric<T: Summary>(_ x: T) -> String { x.summary() + " | " + x.tagline() }
print(viaGeneric(ints))
print(ints.tagline(), boxed.tagline())

protocol Named { var name: String { get } }
extension Named { var greeting: String { "Hello, \(name)" } }
extension Named where Self: Equatable { var greeting: String { "Hi equatable \(name)" } }
struct Pet: Named, Equatable { let name: String }
struct Rock: Named { let name: String }
print(Pet(name: "Fido").greeting, Rock(name: "Pebble").greeting)
let named: [Named] = [Pet(name: "Fido"), Rock(name: "Pebble")]
print(named.map { $0.greeting })

extension Collection { func describeFirst() -> String { "first is \(String(describing: first))" } }
extension Collection where Element: Numeric { func describeFirst() -> String { "numeric first \(first!)" } }
print([7, 8].describeFirst(), ["x"].describeFirst(), (1...3).describeFirst())

// expect: ints summing to 6
// expect: generic summary
// expect: generic summary
// expect: generic summary | plain tagline
// expect: collection of 3 plain tagline
// expect: Hi equatable Fido Hello, Pebble
// expect: ["Hello, Fido", "Hello, Pebble"]
// expect: numeric first 7 first is Optional("x") numeric first 1
