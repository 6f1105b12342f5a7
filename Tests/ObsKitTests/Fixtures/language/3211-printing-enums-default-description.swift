// Compiler test style: printing enums: default description of payloads, CustomStringConvertible, debugPrint
enum Plain { case alpha, beta }
enum Payload {
  case one(Int)
  case two(a: Int, b: String)
  case nested(Plain?)
  case tuple((Int, Int))
}
enum Pretty: CustomStringConvertible {
  case dot(Int, Int)
  case nothing
  var description: String {
    switch self {
    case let .dot(x, y): return "<\(x),\(y)>"
    case .nothing: return "∅"
    }
  }
}

print(Plain.alpha)
print(Payload.one(1))
print(Payload.two(a: 2, b: "s"))
print(Payload.nested(.beta))
print(Payload.nested(nil))
print(Payload.tuple((3, 4)))
print(Pretty.dot(1, 2), Pretty.nothing)
print([Pretty.dot(0, 0), .nothing])
print(String(describing: Plain.beta), "\(Payload.one(9))")
debugPrint(Payload.two(a: 1, b: "quoted"))
debugPrint(Plain.alpha)
let opt: Plain? = .alpha
print(opt as Any)
print([Plain.alpha: 1])
print(String(reflecting: Plain.beta))
// expect: alpha
// expect: one(1)
// expect: two(a: 2, b: "s")
// expect: nested(Optional(main.Plain.beta))
// expect: nested(nil)
// expect: tuple(3, 4)
// expect: <1,2> ∅
// expect: [<0,0>, ∅]
// expect: beta one(9)
// expect: main.Payload.two(a: 1, b: "quoted")
// expect: main.Plain.alpha
// expect: Optional(main.Plain.alpha)
// expect: [main.Plain.alpha: 1]
// expect: main.Plain.beta
