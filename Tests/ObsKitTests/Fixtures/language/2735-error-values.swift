// Compiler test style: printing, casting and re-throwing error values of various kinds
enum Simple: Error { case a, b(Int), c(name: String, code: Int) }
struct Detailed: Error { var msg: String; var inner: Simple? }
class ClassError: Error { let depth: Int; init(_ d: Int) { depth = d } }
struct Described: Error, CustomStringConvertible { var description: String { "described!" } }

let errs: [any Error] = [Simple.a, Simple.b(4), Simple.c(name: "x", code: 9),
                         Detailed(msg: "m", inner: .b(1)), ClassError(3), Described()]
for e in errs { print(e) }

func classify(_ e: any Error) -> String {
  if let s = e as? Simple {
    if case .c(_, let code) = s { return "simple c \(code)" }
    return "simple"
  }
  if let d = e as? Detailed, let inner = d.inner { return "detailed wrapping \(inner)" }
  if e is ClassError { return "class depth \((e as! ClassError).depth)" }
  return "other \(type(of: e))"
}
print(errs.map(classify))

func wrap(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let s as Simple {
    throw Detailed(msg: "wrapped", inner: s)
  }
}
do {
  try wrap { throw Simple.b(42) }
} catch {
  print("outer got", error)
}
do {
  try wrap { throw ClassError(7) }
} catch let c as ClassError {
  print("passed through class error", c.depth)
} catch {
  print("no")
}

// expect: a
// expect: b(4)
// expect: c(name: "x", code: 9)
// expect: Detailed(msg: "m", inner: Optional(main.Simple.b(1)))
// expect: main.ClassError
// expect: described!
// expect: ["simple", "simple", "simple c 9", "detailed wrapping b(1)", "class depth 3", "other Described"]
// expect: outer got Detailed(msg: "wrapped", inner: Optional(main.Simple.b(42)))
// expect: passed through class error 7
