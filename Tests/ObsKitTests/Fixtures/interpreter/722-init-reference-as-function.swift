// `Type.init` used as a function value (`map(Tag.init)`, `let make = Point.init`): the call has no labels, so
// it reaches the one initializer of that many parameters, memberwise or declared. Expected output: swiftc
// 6.3.1 on this machine (Linux).
struct Tag { let raw: String }
struct Point { var x: Int; var y: Int }
let tags = ["a", "b"].map(Tag.init)
print(tags.map(\.raw))
let make = Point.init
print(make(1, 2).x)
struct Named { let name: String; init(called name: String) { self.name = name } }
print(["x"].map(Named.init).map(\.name))
let f: (String) -> Named = Named.init(called:)
print(f("y").name)

// expect: ["a", "b"]
// expect: 1
// expect: ["x"]
// expect: y
