// Compiler test style: printing values that contain functions, metatypes and class references
struct Handler {
  var name: String
  var action: (Int) -> Int
}

struct TypeBox {
  var type: Any.Type
  var count: Int
}

class Owner {
  var label = "o"
}

struct Holder {
  var owner: Owner
  var maybe: Owner?
}

let h = Handler(name: "double", action: { $0 * 2 })
print(h)
print(h.action(4))
let f: () -> Void = {}
print(f)
debugPrint(f)
print([f, f])
print(TypeBox(type: Int.self, count: 1))
print(TypeBox(type: [String].self, count: 2))
print(Holder(owner: Owner(), maybe: nil))
print(Holder(owner: Owner(), maybe: Owner()))
let closures: [String: (Int) -> Int] = ["inc": { $0 + 1 }]
print(closures)
print((1, { (x: Int) in x }))
let optF: ((Int) -> Int)? = { $0 }
print(optF as Any)
// expect: Handler(name: "double", action: (Function))
// expect: 8
// expect: (Function)
// expect: (Function)
// expect: [(Function), (Function)]
// expect: TypeBox(type: Swift.Int, count: 1)
// expect: TypeBox(type: Swift.Array<Swift.String>, count: 2)
// expect: Holder(owner: main.Owner, maybe: nil)
// expect: Holder(owner: main.Owner, maybe: Optional(main.Owner))
// expect: ["inc": (Function)]
// expect: (1, (Function))
// expect: Optional((Function))
