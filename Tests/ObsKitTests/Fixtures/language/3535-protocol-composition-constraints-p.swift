// Compiler test style: protocol composition in constraints (P & Q, AnyObject, some P & Q, any P & Q)
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
final class Pet: Named, Aged { var name: String; var age: Int; init(_ n: String, _ a: Int) { name = n; age = a } }
struct Rock: Named { var name = "rock" }

func label<T: Named & Aged>(_ x: T) -> String { "\(x.name)(\(x.age))" }
func label2(_ x: some Named & Aged) -> String { label(x) }
func label3(_ x: any Named & Aged) -> String { "\(x.name)/\(x.age)" }
print(label(Person(name: "ann", age: 30)), label2(Pet("rex", 3)))
let mixed: [any Named & Aged] = [Person(name: "bo", age: 5), Pet("cat", 9)]
print(mixed.map(label3))
print(mixed.map { label2($0) })
print(mixed.map { $0.age }.reduce(0, +))
let named: [any Named] = [Rock(), Person(name: "cy", age: 1), Pet("dd", 2)]
print(named.map { ($0 as? any Aged)?.age ?? -1 })
print(named.filter { $0 is any Named & Aged }.count)

func identityOf<T: AnyObject & Named>(_ a: T, _ b: T) -> Bool { a === b }
let p = Pet("x", 1)
print(identityOf(p, p), identityOf(p, Pet("x", 1)))

protocol Resettable: AnyObject { var count: Int { get set } }
final class Ticker: Resettable { var count = 0 }
func bump<T: Resettable>(_ t: T, by n: Int) { t.count += n }
let tk = Ticker()
bump(tk, by: 3); bump(tk, by: 4)
print(tk.count)
let r: any Resettable = tk
r.count = 0
print(tk.count)

func older<T: Aged>(_ xs: [T], than n: Int) -> [T] where T: Named { xs.filter { $0.age > n } }
print(older([Person(name: "a", age: 10), Person(name: "b", age: 50)], than: 20).map(\.name))
typealias Entity = Named & Aged
func oldest(_ xs: [any Entity]) -> String { xs.max { $0.age < $1.age }?.name ?? "" }
print(oldest(mixed))
print(type(of: mixed), (any Entity).self)
// expect: ann(30) rex(3)
// expect: ["bo/5", "cat/9"]
// expect: ["bo(5)", "cat(9)"]
// expect: 14
// expect: [-1, 1, 2]
// expect: 2
// expect: true false
// expect: 7
// expect: 0
// expect: ["b"]
// expect: cat
// expect: Array<Aged & Named> Aged & Named
