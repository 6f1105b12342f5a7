// Compiler test style: protocol composition types in parameters, typealiases and existentials
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Titled { var title: String { get } }
struct Person: Named, Aged { var name: String; var age: Int }
struct Knight: Named, Aged, Titled { var name: String; var age: Int; var title: String { "Sir" } }
func introduce(_ x: Named & Aged) -> String {
    return "\(x.name) is \(x.age)"
}
print(introduce(Person(name: "Ann", age: 30)))
print(introduce(Knight(name: "Bob", age: 45)))
typealias Noble = Named & Aged & Titled
func formal(_ n: Noble) -> String { "\(n.title) \(n.name)" }
print(formal(Knight(name: "Lancelot", age: 33)))
func generic<T: Named & Aged>(_ t: T) -> Int { t.age + t.name.count }
print(generic(Person(name: "Cy", age: 10)))
let mixed: [any Named] = [Person(name: "P", age: 1), Knight(name: "K", age: 2)]
for m in mixed {
    if let t = m as? Named & Titled {
        print("titled:", t.title, t.name)
    } else if let a = m as? Aged {
        print("aged:", a.age)
    }
}
class Base { var id = 7 }
final class Derived: Base, Named { var name: String { "derived\(id)" } }
func classComp(_ x: Base & Named) -> String { "\(x.id):\(x.name)" }
print(classComp(Derived()))
// expect: Ann is 30
// expect: Bob is 45
// expect: Sir Lancelot
// expect: 12
// expect: aged: 1
// expect: titled: Sir K
// expect: 7:derived7
