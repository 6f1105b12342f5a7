// Language Reference style (types): implicitly unwrapped optionals, protocol composition and type inheritance clauses
var label: String! = "ready"
let len: Int = label.count
print(len, label.uppercased())
let copy = label
print(type(of: copy), copy as Any)
label = nil
print(label == nil, label as Any)
if let l = label { print(l) } else { print("no label") }

class Thing { var name: String!; init() {}; func setup() { name = "set up" } }
let t = Thing()
print(t.name as Any)
t.setup()
print(t.name.count, t.name!)

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greeter: Named { func greet() -> String }
extension Greeter { func greet() -> String { "hi \(name)" } }
struct Person: Greeter, Aged { var name: String; var age: Int }

func show(_ x: Named & Aged) -> String { "\(x.name)/\(x.age)" }
print(show(Person(name: "ana", age: 30)))
typealias Both = Named & Aged
let list: [any Both] = [Person(name: "b", age: 1), Person(name: "c", age: 2)]
print(list.map(show))
print(Person(name: "dan", age: 5).greet())

class Base { var id = 1 }
class Sub: Base, Named { var name: String { "sub\(id)" } }
func classAndProto(_ x: Base & Named) -> String { "\(x.id) \(x.name)" }
print(classAndProto(Sub()))

protocol P: AnyObject { var v: Int { get set } }
final class Ref: P { var v = 0 }
func mutate(_ p: P) { p.v += 10 }
let r = Ref(); mutate(r); mutate(r)
print(r.v)
enum Level: Int, CaseIterable, CustomStringConvertible {
    case low = 1, high
    var description: String { "L\(rawValue)" }
}
print(Level.allCases, Level.high)
let iuoArr: [Int]! = [1, 2]
print(iuoArr.count, iuoArr[1])

// expect: 5 READY
// expect: Optional<String> Optional("ready")
// expect: true nil
// expect: no label
// expect: nil
// expect: 6 set up
// expect: ana/30
// expect: ["b/1", "c/2"]
// expect: hi dan
// expect: 1 sub1
// expect: 20
// expect: [L1, L2] L2
// expect: 2 2
