// Compiler test style (test/Interpreter/multi_payload_enums.swift): enums with several payload shapes
enum Value {
  case int(Int)
  case double(Double)
  case string(String)
  case pair(Int, String)
  case list([Value])
  case nothing
  case flag(Bool?)
}

func render(_ v: Value) -> String {
  switch v {
  case .int(let i): return "i\(i)"
  case .double(let d): return "d\(d)"
  case .string(let s): return "s'\(s)'"
  case .pair(let n, let s): return "p(\(n),\(s))"
  case .list(let xs): return "[" + xs.map(render).joined(separator: " ") + "]"
  case .nothing: return "_"
  case .flag(let f?): return "f\(f)"
  case .flag(nil): return "f?"
  }
}

var values: [Value] = [.int(1), .double(2.5), .string("x"), .pair(3, "y"), .nothing,
                       .flag(true), .flag(nil), .list([.int(4), .list([.nothing, .string("z")])])]
print(values.map(render).joined(separator: ", "))

// mutate payload in place
for idx in values.indices {
  if case .int(let n) = values[idx] { values[idx] = .int(n + 100) }
  if case .pair(let n, let s) = values[idx] { values[idx] = .pair(n * 2, s + s) }
}
print(render(values[0]), render(values[3]))

enum Either<L, R> {
  case left(L)
  case right(R)
  func fold<T>(_ l: (L) -> T, _ r: (R) -> T) -> T {
    switch self {
    case .left(let x): return l(x)
    case .right(let y): return r(y)
    }
  }
}
let eithers: [Either<Int, String>] = [.left(5), .right("hello"), .left(-2)]
print(eithers.map { $0.fold({ $0 * 10 }, { $0.count }) })
print(eithers.map { $0.fold({ "L\($0)" }, { "R\($0)" }) })

enum Small: Equatable { case a(UInt8), b(Bool), c }
let smalls: [Small] = [.a(255), .b(false), .c, .a(0)]
print(smalls, smalls.contains(.b(false)), smalls.contains(.a(1)))
print(MemoryLayout<Small>.size, MemoryLayout<Small?>.size)

enum Msg { case text(from: String, body: String), ping(count: Int), empty }
let msgs: [Msg] = [.text(from: "ann", body: "hi"), .ping(count: 3), .empty]
for m in msgs {
  switch m {
  case .text(from: let who, body: let what): print("\(who) says \(what)")
  case .ping(let c): print("ping x\(c)")
  case .empty: print("empty message")
  }
}
print(msgs[0])

// expect: i1, d2.5, s'x', p(3,y), _, ftrue, f?, [i4 [_ s'z']]
// expect: i101 p(6,yy)
// expect: [50, 5, -20]
// expect: ["L5", "Rhello", "L-2"]
// expect: [main.Small.a(255), main.Small.b(false), main.Small.c, main.Small.a(0)] true false
// expect: 2 2
// expect: ann says hi
// expect: ping x3
// expect: empty message
// expect: text(from: "ann", body: "hi")
