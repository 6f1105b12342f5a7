// Compiler test style (default descriptions): classes, tuples, nested optionals, metatypes and closures as print prints them
// known-gap: line 21: expected "(Int) -> String (Any..., String, String) -> ()", got "(Int) -> String function"
class Plain { var x = 1 }
class Sub: Plain {}
class Generic<T> { var t: T; init(_ t: T) { self.t = t } }
final class Described: CustomStringConvertible { var description: String { return "D!" } }
struct Holder { var obj: Plain; var described: Described }

print(Plain())
print(Sub(), [Plain(), Sub()])
print(Generic(1), Generic("s"))
print(Holder(obj: Plain(), described: Described()))
print(Optional(Plain()) as Any)

print((1, 2))
print((1, "a", 2.5, true))
print((x: 1, y: 2))
print((first: "a", 2))
print(((1, 2), (3, (4, 5))))
print(())
let single = (5)
print(single)

let a: Int? = 1
let b: Int?? = 1
let c: Int??? = 1
let d: Int?? = .some(nil)
print(a as Any, b as Any, c as Any, d as Any)
print(a!, b!!, c!!!)
let e: String?? = "s"
print(e as Any, [e], [Optional<Int>.none])
print([Optional(Optional(1)), .some(nil), nil])

print(Int.self, Plain.self, Generic<Int>.self, [Int: String].self)
print(Optional<Int>.self, (Int, String).self, Int?.Type.self)
print(type(of: Sub() as Plain), type(of: Plain.self))
let f: (Int) -> String = { "\($0)" }
print(f)
print(type(of: f), type(of: print))
print([1, 2] as [Any], ["a", 1, nil as Int? as Any] as [Any])
print((1, [2, 3], ["k": (4, 5)]))
print(Array<(Int, String)>([(1, "a")]))

// expect: main.Plain
// expect: main.Sub [main.Plain, main.Sub]
// expect: main.Generic<Swift.Int> main.Generic<Swift.String>
// expect: Holder(obj: main.Plain, described: D!)
// expect: Optional(main.Plain)
// expect: (1, 2)
// expect: (1, "a", 2.5, true)
// expect: (x: 1, y: 2)
// expect: (first: "a", 2)
// expect: ((1, 2), (3, (4, 5)))
// expect: ()
// expect: 5
// expect: Optional(1) Optional(Optional(1)) Optional(Optional(Optional(1))) Optional(nil)
// expect: 1 1 1
// expect: Optional(Optional("s")) [Optional(Optional("s"))] [nil]
// expect: [Optional(Optional(1)), Optional(nil), nil]
// expect: Int Plain Generic<Int> Dictionary<Int, String>
// expect: Optional<Int> (Int, String) Optional<Int>.Type
// expect: Sub Plain.Type
// expect: (Function)
// expect: (Int) -> String (Any..., String, String) -> ()
// expect: [1, 2] ["a", 1, nil]
// expect: (1, [2, 3], ["k": (4, 5)])
// expect: [(1, "a")]
