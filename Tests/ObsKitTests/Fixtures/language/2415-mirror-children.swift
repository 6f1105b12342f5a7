// Compiler test style: Mirror children labels, displayStyle, superclassMirror and CustomReflectable
struct Config { let host: String; var port: Int; var debug: Bool }
class Vehicle { var wheels = 4; let make: String; init(make: String) { self.make = make } }
final class Truck: Vehicle { var payload = 1200 }
enum Shape { case circle(radius: Int), rect(Int, Int), empty }

func describe(_ subject: Any) {
    let mirror = Mirror(reflecting: subject)
    let style = mirror.displayStyle.map { "\($0)" } ?? "none"
    let parts = mirror.children.map { "\($0.label ?? "_")=\($0.value)" }
    print("\(mirror.subjectType) [\(style)] \(parts.joined(separator: ", "))")
}

describe(Config(host: "local", port: 80, debug: true))
describe(Truck(make: "Volvo"))
describe((1, name: "pair", true))
describe(Shape.circle(radius: 3))
describe(Shape.rect(2, 5))
describe(Shape.empty)
describe([10, 20])
describe(Optional(42) as Any)
describe(["k": 1])
describe(7)

let truckMirror = Mirror(reflecting: Truck(make: "MAN"))
if let superMirror = truckMirror.superclassMirror {
    print("super \(superMirror.subjectType): \(superMirror.children.compactMap { $0.label })")
}

struct Secret: CustomReflectable {
    let user: String
    let password: String
    var customMirror: Mirror {
        Mirror(self, children: ["user": user, "password": "***"], displayStyle: .struct)
    }
}
describe(Secret(user: "root", password: "hunter2"))
dump(Secret(user: "admin", password: "pw"))
print(Mirror(reflecting: Config(host: "h", port: 1, debug: false)).children.count)
let portChild = Mirror(reflecting: Config(host: "h", port: 9, debug: false)).descendant("port")
print(portChild as Any)
// expect: Config [struct] host=local, port=80, debug=true
// expect: Truck [class] payload=1200
// expect: (Int, name: String, Bool) [tuple] .0=1, name=pair, .2=true
// expect: Shape [enum] circle=(radius: 3)
// expect: Shape [enum] rect=(2, 5)
// expect: Shape [enum] 
// expect: Array<Int> [collection] _=10, _=20
// expect: Optional<Int> [optional] some=42
// expect: Dictionary<String, Int> [dictionary] _=(key: "k", value: 1)
// expect: Int [none] 
// expect: super Vehicle: ["wheels", "make"]
// expect: Secret [struct] user=root, password=***
// expect: ▿ main.Secret
// expect:   - user: "admin"
// expect:   - password: "***"
// expect: 3
// expect: Optional(9)
