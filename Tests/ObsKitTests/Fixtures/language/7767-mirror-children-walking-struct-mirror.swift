// Blog style (Mirror children): walking a struct with Mirror
struct Config {
    var host = "localhost"
    var port = 8080
    var secure = false
    var tags: [String] = ["x"]
}
let m = Mirror(reflecting: Config())
print(m.children.count)
for child in m.children {
    print(child.label ?? "?", "=", child.value)
}
print(m.displayStyle as Any)
print(m.subjectType)
let labels = m.children.compactMap { $0.label }
print(labels)
func describeAll(_ x: Any) -> String {
    let mirror = Mirror(reflecting: x)
    let parts = mirror.children.map { "\($0.label ?? "_"): \($0.value)" }
    return "\(mirror.subjectType){" + parts.joined(separator: ", ") + "}"
}
print(describeAll(Config()))
print(describeAll((1, two: 2)))
print(describeAll([5, 6]))
print(describeAll(42))
print(Mirror(reflecting: 42).children.count)
// expect: 4
// expect: host = localhost
// expect: port = 8080
// expect: secure = false
// expect: tags = ["x"]
// expect: Optional(Swift.Mirror.DisplayStyle.struct)
// expect: Config
// expect: ["host", "port", "secure", "tags"]
// expect: Config{host: localhost, port: 8080, secure: false, tags: ["x"]}
// expect: (Int, two: Int){.0: 1, two: 2}
// expect: Array<Int>{_: 5, _: 6}
// expect: Int{}
// expect: 0
