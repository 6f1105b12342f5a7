// Compiler test style: CustomStringConvertible vs CustomDebugStringConvertible in each context
struct OnlyDesc: CustomStringConvertible {
  var description: String { "desc-only" }
}

struct OnlyDebug: CustomDebugStringConvertible {
  var debugDescription: String { "debug-only" }
}

struct Both: CustomStringConvertible, CustomDebugStringConvertible {
  var description: String { "both-desc" }
  var debugDescription: String { "both-debug" }
}

struct Neither { var v = 1 }

func show<T>(_ x: T) {
  print(x, terminator: " | ")
  debugPrint(x, terminator: " | ")
  print(String(describing: x), terminator: " | ")
  print(String(reflecting: x), terminator: " | ")
  print("\(x)", terminator: " | ")
  print([x], terminator: " | ")
  print(Optional(x) as Any)
}

show(OnlyDesc())
show(OnlyDebug())
show(Both())
show(Neither())
print((OnlyDesc(), OnlyDebug(), Both()))
print(["k": Both()])
let o: Both? = Both()
print("\(String(describing: o))")
dump(Both())
dump(OnlyDesc())
// expect: desc-only | desc-only | desc-only | desc-only | desc-only | [desc-only] | Optional(desc-only)
// expect: debug-only | debug-only | debug-only | debug-only | debug-only | [debug-only] | Optional(debug-only)
// expect: both-desc | both-debug | both-desc | both-debug | both-desc | [both-debug] | Optional(both-debug)
// expect: Neither(v: 1) | main.Neither(v: 1) | Neither(v: 1) | main.Neither(v: 1) | Neither(v: 1) | [main.Neither(v: 1)] | Optional(main.Neither(v: 1))
// expect: (desc-only, debug-only, both-debug)
// expect: ["k": both-debug]
// expect: Optional(both-debug)
// expect: - both-debug
// expect: - desc-only
