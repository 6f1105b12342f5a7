// Compiler test style (AnyObject and class existentials): casts to and from AnyObject, identity with ===, class-bound protocols and bridging-free boxing of values
protocol Named: AnyObject { var name: String { get set } }
class Person: Named { var name: String; init(_ n: String) { name = n } }
final class Robot: Named { var name = "robot" }
class Student: Person {}
struct Value { var n = 1 }

let p = Person("ann")
let obj: AnyObject = p
print(obj === p, obj as? Person === p, (obj as? Named)?.name ?? "-", obj is Student)
let s: AnyObject = Student("bo")
print(s is Person, s is Named, (s as! Person).name, type(of: s))

var named: [any Named] = [p, Robot(), Student("cy")]
for n in named { n.name = n.name.uppercased() }
print(named.map(\.name), p.name)
print(named.contains { $0 === p }, named.firstIndex { $0 === named[2] } as Any)
named.removeAll { $0 is Robot }
print(named.map { String(describing: type(of: $0)) })

func identity<T: AnyObject>(_ a: T, _ b: T) -> Bool { a === b }
print(identity(p, p), identity(p, Person("ann")), identity(p as AnyObject, s))
let ids = [ObjectIdentifier(p), ObjectIdentifier(p), ObjectIdentifier(s)]
print(Set(ids).count, ObjectIdentifier(Person.self) == ObjectIdentifier(Person.self), ObjectIdentifier(Person.self) == ObjectIdentifier(Student.self))

let anyValues: [Any] = [p, Value(), 3, "str", Robot()]
print(anyValues.map { $0 is AnyObject })
print(anyValues.compactMap { $0 as? Named }.map(\.name))
print(anyValues.map { type(of: $0) is AnyClass })

weak var weakNamed: (any Named)? = Robot()
print(weakNamed == nil)
let strong: any Named = Robot()
weak var weakToStrong = strong
print(weakToStrong?.name ?? "nil")

func rename<T: Named>(_ x: T, to n: String) { x.name = n }
rename(p, to: "renamed")
let boxed: any Named = Student("dee")
rename(boxed, to: "opened")
print(p.name, boxed.name)

let classType: AnyClass = Student.self
print(classType, classType is Person.Type, classType == Person.self)
let optionalObj: AnyObject? = nil
print(optionalObj as? Person as Any, (optionalObj ?? p) === p)

// expect: true true ann false
// expect: true true bo Student
// expect: ["ANN", "ROBOT", "CY"] ANN
// expect: true Optional(2)
// expect: ["Person", "Student"]
// expect: true false false
// expect: 2 true false
// expect: [true, true, true, true, true]
// expect: ["ANN", "robot"]
// expect: [true, false, false, false, true]
// expect: true
// expect: robot
// expect: renamed opened
// expect: Student true false
// expect: nil true
