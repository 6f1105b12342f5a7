// Protocol composition P & Q: parameters, typealiases, class-constrained compositions, casts to compositions, generics
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greeter { func greet() -> String }
extension Greeter where Self: Named { func greet() -> String { "Hi, I am \(name)" } }
extension Greeter { func greet() -> String { "Hello" } }

typealias Person = Named & Aged

struct Student: Named, Aged, Greeter { let name: String; let age: Int }
struct Robot: Named, Greeter { let name: String }
struct Tree: Aged { let age: Int }
class Pet: Named { let name: String; init(name: String) { self.name = name } }
final class Cat: Pet, Aged, Greeter { let age = 3 }

func card(_ p: Named & Aged) -> String { "\(p.name) (\(p.age))" }
func introduce(_ g: any Greeter & Named) -> String { "\(g.name): \(g.greet())" }
func oldest(_ ps: [Person]) -> String? { ps.max { $0.age < $1.age }?.name }
func petCard(_ p: Pet & Aged) -> String { "pet \(p.name) aged \(p.age), class \(type(of: p))" }
func generic<T: Named & Aged>(_ t: T) -> String { "generic \(t.name)/\(t.age)" }
func some(_ t: some Named & Greeter) -> String { t.greet() }

let s = Student(name: "Ana", age: 20)
let c = Cat(name: "Tom")
print(card(s), card(c))
print(introduce(s), "|", introduce(Robot(name: "R2")), "|", introduce(c))
print(oldest([s, c, Student(name: "Old", age: 99)]) ?? "none", oldest([]) ?? "none")
print(petCard(c))
print(generic(s), generic(c))
print(some(Robot(name: "X")), some(s))

let things: [Any] = [s, Robot(name: "Bot"), Tree(age: 300), c, Pet(name: "Rex"), 42]
for t in things {
    var tags: [String] = []
    if t is Named { tags.append("named") }
    if t is Aged { tags.append("aged") }
    if let p = t as? Named & Aged { tags.append("person:\(p.name)") }
    if let g = t as? Greeter & Named { tags.append("greets:\(g.greet())") }
    if t is AnyObject & Named { tags.append("class-named") }
    print(type(of: t), tags)
}

protocol Resettable: AnyObject { func reset() }
final class Meter: Resettable, Named {
    var value = 10
    let name = "meter"
    func reset() { value = 0 }
}
func resetAll(_ xs: [Resettable & Named]) -> [String] {
    xs.map { $0.reset(); return $0.name }
}
let m = Meter()
print(resetAll([m]), m.value)
let composed: any Named & Aged = Tree(age: 5) as? any Named & Aged ?? s
print(composed.name, composed.age)
let dict: [String: any Named & Greeter] = ["a": s, "b": Robot(name: "Q")]
print(dict.keys.sorted().map { dict[$0]!.greet() })
print((s as Any) is Named & Greeter & Aged, (Robot(name: "z") as Any) is Named & Aged)

// expect: Ana (20) Tom (3)
// expect: Ana: Hi, I am Ana | R2: Hi, I am R2 | Tom: Hi, I am Tom
// expect: Old none
// expect: pet Tom aged 3, class Cat
// expect: generic Ana/20 generic Tom/3
// expect: Hi, I am X Hi, I am Ana
// expect: Student ["named", "aged", "person:Ana", "greets:Hi, I am Ana"]
// expect: Robot ["named", "greets:Hi, I am Bot"]
// expect: Tree ["aged"]
// expect: Cat ["named", "aged", "person:Tom", "greets:Hi, I am Tom", "class-named"]
// expect: Pet ["named", "class-named"]
// expect: Int []
// expect: ["meter"] 0
// expect: Ana 20
// expect: ["Hi, I am Ana", "Hi, I am Q"]
// expect: true false
