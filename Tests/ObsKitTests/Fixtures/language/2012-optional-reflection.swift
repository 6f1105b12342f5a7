// Compiler test style: print/debugPrint/String(reflecting:) of nested optionals, enums and collections of them
enum Status: CustomStringConvertible {
    case on, off
    var description: String { self == .on ? "ON" : "OFF" }
}
enum Raw { case alpha, beta(Int), gamma(name: String, ok: Bool) }
struct Pair { let a: Int?; let b: [String?] }
class Ref { let id = 7 }
class DescribedRef: CustomStringConvertible {
    var description: String { "DescribedRef!" }
}

let a: Int? = 5
let b: Int?? = 5
let c: Int?? = .some(nil)
let d: Int?? = nil
print(a as Any, b as Any, c as Any, d as Any)
print(String(describing: b), String(reflecting: c))

let s: String? = "hi"
print(s as Any)
debugPrint(s as Any)
print(String(describing: s!), String(reflecting: s!))

let statuses: [Status?] = [.on, nil, .off]
print(statuses)
print(Status.on, [Status.off])
print(String(reflecting: Status.on))

let raws: [Raw] = [.alpha, .beta(3), .gamma(name: "g", ok: true)]
print(raws)
print(raws[2])
debugPrint(raws[1])

print(Pair(a: nil, b: ["x", nil]))
debugPrint(Pair(a: 1, b: []))

let dict: [String: Int?] = ["k": nil]
print(dict)
let dict2: [Int: [String]] = [1: ["a"]]
print(dict2, String(reflecting: dict2))

print(DescribedRef(), [DescribedRef()])
let ref = Ref()
print(ref.id, type(of: ref))
print(String(describing: Ref.self), String(reflecting: Ref.self))
print(Optional<Int>.none as Any, Int?.self, [Int?].self)
let nestedArr: [[Int]?] = [[1], nil, []]
print(nestedArr)
print((1, Optional("x"), [nil, 2] as [Int?]))
print(Double(3), 0.1 + 0.2, Float(1.5), [2.0, -0.0])
print(Int8(-5), UInt8(250), Int.max, Int.min)

// expect: Optional(5) Optional(Optional(5)) Optional(nil) nil
// expect: Optional(Optional(5)) Optional(nil)
// expect: Optional("hi")
// expect: Optional("hi")
// expect: hi "hi"
// expect: [Optional(ON), nil, Optional(OFF)]
// expect: ON [OFF]
// expect: ON
// expect: [main.Raw.alpha, main.Raw.beta(3), main.Raw.gamma(name: "g", ok: true)]
// expect: gamma(name: "g", ok: true)
// expect: main.Raw.beta(3)
// expect: Pair(a: nil, b: [Optional("x"), nil])
// expect: main.Pair(a: Optional(1), b: [])
// expect: ["k": nil]
// expect: [1: ["a"]] [1: ["a"]]
// expect: DescribedRef! [DescribedRef!]
// expect: 7 Ref
// expect: Ref main.Ref
// expect: nil Optional<Int> Array<Optional<Int>>
// expect: [Optional([1]), nil, Optional([])]
// expect: (1, Optional("x"), [nil, Optional(2)])
// expect: 3.0 0.30000000000000004 1.5 [2.0, -0.0]
// expect: -5 250 9223372036854775807 -9223372036854775808
