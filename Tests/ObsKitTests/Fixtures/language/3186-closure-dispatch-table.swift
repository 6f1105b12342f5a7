// Compiler test style: dictionary of named closures used as a dispatch table (sorted access)
enum CalcError: Error, CustomStringConvertible {
  case unknown(String), divByZero
  var description: String {
    switch self {
    case .unknown(let op): return "unknown op \(op)"
    case .divByZero: return "division by zero"
    }
  }
}

let table: [String: (Int, Int) throws -> Int] = [
  "add": { $0 + $1 },
  "sub": { $0 - $1 },
  "mul": { $0 * $1 },
  "div": { a, b in
    guard b != 0 else { throw CalcError.divByZero }
    return a / b
  },
]

func calc(_ op: String, _ a: Int, _ b: Int) -> String {
  guard let f = table[op] else { return "error: \(CalcError.unknown(op))" }
  do { return "\(op)(\(a), \(b)) = \(try f(a, b))" } catch { return "error: \(error)" }
}

for name in table.keys.sorted() {
  print(calc(name, 12, 4))
}
print(calc("div", 1, 0))
print(calc("pow", 2, 3))

var commands: [String: () -> String] = [:]
var state = 0
commands["inc"] = { state += 1; return "state \(state)" }
commands["reset"] = { state = 0; return "reset" }
for c in ["inc", "inc", "reset", "inc", "nope"] {
  print(commands[c]?() ?? "no such command \(c)")
}
// expect: add(12, 4) = 16
// expect: div(12, 4) = 3
// expect: mul(12, 4) = 48
// expect: sub(12, 4) = 8
// expect: error: division by zero
// expect: error: unknown op pow
// expect: state 1
// expect: state 2
// expect: reset
// expect: state 1
// expect: no such command nope
