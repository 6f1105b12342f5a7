// Apple docs style (Mirror): inspecting children and display styles
struct Point {
    let x: Int, y: Int
}
let p = Point(x: 21, y: 30)
let mirror = Mirror(reflecting: p)
print("children count:", mirror.children.count)
for child in mirror.children {
    print("  \(child.label ?? "nil") = \(child.value)")
}
print("displayStyle:", String(describing: mirror.displayStyle!))
print("subjectType:", mirror.subjectType)

final class Vehicle {
    var wheels = 4
    var name = "car"
}
final class Bicycle {
    var wheels = 2
    let brand: String
    init(brand: String) { self.brand = brand }
}
let vm = Mirror(reflecting: Vehicle())
print("class style:", String(describing: vm.displayStyle!), vm.children.map { $0.label! })

let tuple = (name: "Ada", 42, true)
let tm = Mirror(reflecting: tuple)
print("tuple style:", String(describing: tm.displayStyle!))
for c in tm.children { print("  tuple child", c.label ?? "-", c.value) }

enum Shape { case circle(radius: Double), square(side: Int), empty }
for s in [Shape.circle(radius: 1.5), .square(side: 3), .empty] {
    let m = Mirror(reflecting: s)
    let payload = m.children.first.map { "\($0.label ?? "?") -> \($0.value)" } ?? "no payload"
    print("enum:", String(describing: m.displayStyle!), payload)
}

let arrayMirror = Mirror(reflecting: [10, 20, 30])
print("collection style:", String(describing: arrayMirror.displayStyle!), arrayMirror.children.map { $0.value as! Int })
let optMirror = Mirror(reflecting: Optional(5) as Any)
print("optional style:", String(describing: optMirror.displayStyle!), optMirror.children.count)
print("Int has no display style:", Mirror(reflecting: 5).displayStyle == nil, Mirror(reflecting: 5).children.count)

func fieldNames(_ value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
}
struct Config { var host = "localhost"; var port = 8080; var secure = false }
print("field names:", fieldNames(Config()))

func toDictionary(_ value: Any) -> [String: String] {
    var result: [String: String] = [:]
    for child in Mirror(reflecting: value).children {
        if let label = child.label { result[label] = "\(child.value)" }
    }
    return result
}
let dict = toDictionary(Config(host: "example.org", port: 443, secure: true))
for key in dict.keys.sorted() { print("  \(key): \(dict[key]!)") }

struct Secret: CustomReflectable {
    let user: String
    let password: String
    var customMirror: Mirror {
        Mirror(self, children: ["user": user, "password": "***"], displayStyle: .struct)
    }
}
print("custom mirror:", fieldNames(Secret(user: "bo", password: "hunter2")), Mirror(reflecting: Secret(user: "bo", password: "x")).children.map { "\($0.value)" })
print("bicycle fields:", fieldNames(Bicycle(brand: "Raleigh")))
// expect: children count: 2
// expect:   x = 21
// expect:   y = 30
// expect: displayStyle: struct
// expect: subjectType: Point
// expect: class style: class ["wheels", "name"]
// expect: tuple style: tuple
// expect:   tuple child name Ada
// expect:   tuple child .1 42
// expect:   tuple child .2 true
// expect: enum: enum circle -> (radius: 1.5)
// expect: enum: enum square -> (side: 3)
// expect: enum: enum no payload
// expect: collection style: collection [10, 20, 30]
// expect: optional style: optional 1
// expect: Int has no display style: true 0
// expect: field names: ["host", "port", "secure"]
// expect:   host: example.org
// expect:   port: 443
// expect:   secure: true
// expect: custom mirror: ["user", "password"] ["bo", "***"]
// expect: bicycle fields: ["wheels", "brand"]
