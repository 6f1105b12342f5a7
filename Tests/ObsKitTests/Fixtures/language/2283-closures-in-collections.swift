// Compiler test style: closures stored in arrays and dictionaries, dispatch tables, and optional closure properties
typealias BinaryOp = (Int, Int) -> Int

let operations: [String: BinaryOp] = [
  "+": (+),
  "-": { $0 - $1 },
  "*": { a, b in a * b },
  "max": max,
  "pow": { base, exp in (0..<exp).reduce(1) { acc, _ in acc * base } },
]

func evaluateRPN(_ tokens: [String]) -> Int? {
  var stack: [Int] = []
  for token in tokens {
    if let n = Int(token) {
      stack.append(n)
    } else if let op = operations[token], stack.count >= 2 {
      let rhs = stack.removeLast(), lhs = stack.removeLast()
      stack.append(op(lhs, rhs))
    } else {
      return nil
    }
  }
  return stack.count == 1 ? stack[0] : nil
}

print(evaluateRPN(["3", "4", "+", "2", "*"]) as Any)
print(evaluateRPN(["2", "10", "pow", "7", "max"]) as Any)
print(evaluateRPN(["1", "+"]) as Any)
print(operations.keys.sorted().map { "\($0)=\(operations[$0]!(6, 2))" }.joined(separator: " "))

var pipeline: [(String) -> String] = [
  { $0.lowercased() },
  { String($0.filter { $0 != " " }) },
  { String($0.reversed()) },
]
pipeline.append { "<" + $0 + ">" }
print(pipeline.reduce("Hello Big World") { text, step in step(text) })
print(pipeline.dropFirst(2).reduce("abc") { $1($0) })

struct Button {
  let title: String
  var onTap: (() -> Void)?
  func tap() {
    if let handler = onTap { handler() } else { print("\(title): no handler") }
  }
}
var log: [String] = []
var buttons = [Button(title: "OK", onTap: nil), Button(title: "Cancel", onTap: nil)]
buttons[0].onTap = { log.append("ok tapped") }
buttons.forEach { $0.tap() }
buttons[0].onTap?()
print(log)

var handlers: [Int: [(Int) -> String]] = [:]
handlers[1, default: []].append { "one:\($0)" }
handlers[1, default: []].append { "uno:\($0 + 1)" }
handlers[2, default: []].append { "two:\($0 * 2)" }
for key in handlers.keys.sorted() {
  print(key, handlers[key]!.map { $0(key) })
}

// expect: Optional(14)
// expect: Optional(1024)
// expect: nil
// expect: *=12 +=8 -=4 max=6 pow=36
// expect: <dlrowgibolleh>
// expect: <cba>
// expect: Cancel: no handler
// expect: ["ok tapped", "ok tapped"]
// expect: 1 ["one:1", "uno:2"]
// expect: 2 ["two:4"]
