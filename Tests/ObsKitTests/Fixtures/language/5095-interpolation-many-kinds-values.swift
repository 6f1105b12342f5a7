// Compiler test style (test/Interpreter/string_interpolation.swift): interpolation of many kinds of values
struct P { var x: Int; var y: Double }
class C { var v = 3 }
enum E { case one, two(Int), three(a: String, b: Bool) }
struct Custom: CustomStringConvertible { var description: String { "custom!" } }

let i = 42, d = 3.25, f: Float = 1.5, b = true, ch: Character = "z"
print("int \(i) double \(d) float \(f) bool \(b) char \(ch)")
print("neg \(-7) big \(Int64.max) small \(Int8.min) uint \(UInt8(255))")
print("doubles \(0.1 + 0.2) \(1e20) \(1.0) \(-0.0) \(Double.infinity) \(1.0 / 3.0)")
let oi: Int? = 5
let on: Int? = nil
let oo: Int?? = .some(nil)
let os: String? = "s"
print("opt \(oi as Any) \(on as Any) \(oo as Any) \(os as Any)")
print("opt desc \(String(describing: oi)) \(String(describing: oo))")
print("array \([1, 2, 3]) strings \(["a", "b"]) empty \([Int]())")
print("nested \([[1], [2, 3]]) optarr \([1, nil, 3] as [Int?])")
print("dict \([1: "one"]) tuple \((1, "a", 2.5)) labeled \((x: 1, y: 2))")
print("struct \(P(x: 1, y: 2.0))")
print("enum \(E.one) \(E.two(5)) \(E.three(a: "q", b: false))")
print("custom \(Custom()) in array \([Custom()])")
print("meta \(Int.self) \(type(of: "s")) \(P.self) \([Int].self) \(Int?.self)")
print("meta2 \(E.self) \((Int, String).self) \(((Int) -> Bool).self)")
print("range \(1..<4) \(1...4) \("a"..<"c")")
print("str in interp \("inner \("deep \(1 + 1)")")")
print("escaped \"quotes\" and \\ backslash and \t tab")
let multi = """
  line one \(i)
    indented \(b)
  end
  """
print(multi)
let raw = #"raw \(i) vs \#(i)"#
print(raw)
print("debug \(String(reflecting: "hi")) \(String(reflecting: ch)) \(String(reflecting: os))")
print("unit \(())", "set count \(Set([1, 1, 2]).count)")
let c = C()
print("class instance type \(type(of: c)) v=\(c.v)")
print("char codes \("é".unicodeScalars.map { $0.value })")

// expect: int 42 double 3.25 float 1.5 bool true char z
// expect: neg -7 big 9223372036854775807 small -128 uint 255
// expect: doubles 0.30000000000000004 1e+20 1.0 -0.0 inf 0.3333333333333333
// expect: opt Optional(5) nil Optional(nil) Optional("s")
// expect: opt desc Optional(5) Optional(nil)
// expect: array [1, 2, 3] strings ["a", "b"] empty []
// expect: nested [[1], [2, 3]] optarr [Optional(1), nil, Optional(3)]
// expect: dict [1: "one"] tuple (1, "a", 2.5) labeled (x: 1, y: 2)
// expect: struct P(x: 1, y: 2.0)
// expect: enum one two(5) three(a: "q", b: false)
// expect: custom custom! in array [custom!]
// expect: meta Int String P Array<Int> Optional<Int>
// expect: meta2 E (Int, String) (Int) -> Bool
// expect: range 1..<4 1...4 a..<c
// expect: str in interp inner deep 2
// expect: escaped "quotes" and \ backslash and 	 tab
// expect: line one 42
// expect:   indented true
// expect: end
// expect: raw \(i) vs 42
// expect: debug "hi" "z" Optional("s")
// expect: unit () set count 2
// expect: class instance type C v=3
// expect: char codes [233]
