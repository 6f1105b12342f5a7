// Compiler-test style: existential types (any P), protocol composition, casting and opening existentials
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Identified { associatedtype ID: Hashable; var id: ID { get } }

struct Person: Named, Aged { let name: String; let age: Int }
struct Robot: Named, Identified { let name: String; let id: Int }
class Pet: Named, Aged {
    let name: String, age: Int
    init(name: String, age: Int) { self.name = name; self.age = age }
}

let things: [any Named] = [Person(name: "Ann", age: 30), Robot(name: "R2", id: 2), Pet(name: "Tom", age: 3)]
for t in things {
    var line = t.name
    if let a = t as? any Aged { line += " age \(a.age)" }
    if t is Pet { line += " (class)" }
    print(line)
}

let both: [any Named & Aged] = things.compactMap { $0 as? any Named & Aged }
print(both.map(\.name), both.map(\.age).reduce(0, +))

func idString<T: Identified>(_ x: T) -> String { "id=\(x.id)" }
let ident: any Identified = Robot(name: "C3", id: 3)
print(idString(ident))

func describe(_ x: any Named) -> String { "named \(x.name) of type \(type(of: x))" }
print(describe(things[1]))
let anyValues: [Any] = [1, "two", 3.0, Person(name: "Bo", age: 1), [4]]
for v in anyValues {
    switch v {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let n as any Named: print("Named", n.name)
    default: print("other", type(of: v))
    }
}

// expect: Ann age 30
// expect: R2
// expect: Tom age 3 (class)
// expect: ["Ann", "Tom"] 33
// expect: id=3
// expect: named R2 of type Robot
// expect: Int 1
// expect: String two
// expect: other Double
// expect: Named Bo
// expect: other Array<Int>
