// Compiler test style: generic methods as protocol requirements, defaults, and generic witness selection
protocol Encoder2 {
    func encode<T>(_ value: T) -> String
    func encode<T: Collection>(all: T) -> String
}
extension Encoder2 {
    func encode<T: Collection>(all: T) -> String { "[" + all.map { encode($0) }.joined(separator: ";") + "]" }
}
struct Plain: Encoder2 { func encode<T>(_ value: T) -> String { "\(value)" } }
struct Typed: Encoder2 {
    func encode<T>(_ value: T) -> String { "\(T.self):\(value)" }
    func encode<T: Collection>(all: T) -> String { "\(T.self) x\(all.count)" }
}
let encoders: [any Encoder2] = [Plain(), Typed()]
for e in encoders {
    print(e.encode(1), e.encode("s"), e.encode(all: [1, 2]), e.encode(all: "ab"))
}
func useGeneric<E: Encoder2>(_ e: E) -> String { e.encode(2.5) + " " + e.encode(all: [true]) }
print(useGeneric(Plain()), "|", useGeneric(Typed()))

protocol Converter {
    func convert<T: LosslessStringConvertible>(_ s: String, to: T.Type) -> T?
}
struct Strict: Converter { func convert<T: LosslessStringConvertible>(_ s: String, to: T.Type) -> T? { T(s) } }
struct Lenient: Converter {
    func convert<T: LosslessStringConvertible>(_ s: String, to: T.Type) -> T? {
        T(s) ?? T(s.trimmingPrefix(" ").filter { $0 != " " })
    }
}
for c in [Strict(), Lenient()] as [any Converter] {
    print(c.convert("42", to: Int.self) as Any, c.convert(" 4 2", to: Int.self) as Any, c.convert("true", to: Bool.self) as Any)
}

protocol Visitor { mutating func visit<T>(_ x: T) }
struct CountingVisitor: Visitor {
    var counts: [String: Int] = [:]
    mutating func visit<T>(_ x: T) { counts["\(T.self)", default: 0] += 1 }
}
func walk<V: Visitor>(_ v: inout V) { v.visit(1); v.visit("a"); v.visit(2); v.visit([3]); v.visit(Optional(1)) }
var cv = CountingVisitor()
walk(&cv)
print(cv.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
var anyV: any Visitor = CountingVisitor()
anyV.visit(3.0)
print((anyV as! CountingVisitor).counts["Double"] as Any, (anyV as! CountingVisitor).counts.count)
// expect: 1 s [1;2] [a;b]
// expect: Int:1 String:s Array<Int> x2 String x2
// expect: 2.5 [true] | Double:2.5 Array<Bool> x1
// expect: Optional(42) nil Optional(true)
// expect: Optional(42) Optional(42) Optional(true)
// expect: ["Array<Int>=1", "Int=2", "Optional<Int>=1", "String=1"]
// expect: Optional(1) 1
