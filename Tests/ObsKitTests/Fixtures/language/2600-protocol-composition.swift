// Compiler test style: protocol composition types (P & Q), class-constrained compositions and typealiases
protocol HasName { var name: String { get } }
protocol HasAge { var age: Int { get } }
protocol Greets { func hello() -> String }
extension Greets where Self: HasName {
    func hello() -> String { "Hello, \(name)" }
}

typealias Person = HasName & HasAge

struct Student: HasName, HasAge, Greets {
    var name: String
    var age: Int
}
class Teacher: HasName, Greets {
    var name: String
    init(name: String) { self.name = name }
}
class Professor: Teacher, HasAge {
    var age: Int { 60 }
}

func card(_ p: any Person) -> String { "\(p.name):\(p.age)" }
func greetAll(_ xs: [any HasName & Greets]) -> [String] { xs.map { $0.hello() } }
func classBound(_ t: Teacher & HasAge) -> String { "\(t.name)/\(t.age)" }
func generic<T: HasName & HasAge>(_ t: T) -> String { "\(T.self) \(t.name)" }

let s = Student(name: "Ann", age: 20)
let p = Professor(name: "Bob")
print(card(s))
print(card(p))
print(greetAll([s, p, Teacher(name: "Cy")]))
print(classBound(p))
print(generic(s))
print(generic(p))
let mixed: [any Person] = [s, p]
print(mixed.map { $0.age }.reduce(0, +))
print(mixed.compactMap { $0 as? Greets }.count)
print(mixed.filter { $0 is AnyObject }.count)
// expect: Ann:20
// expect: Bob:60
// expect: ["Hello, Ann", "Hello, Bob", "Hello, Cy"]
// expect: Bob/60
// expect: Student Ann
// expect: Professor Bob
// expect: 80
// expect: 2
// expect: 2
