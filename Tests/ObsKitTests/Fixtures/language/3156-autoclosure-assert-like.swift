// Compiler test style: assert-like helper with @autoclosure condition and message
var failures: [String] = []

func expect(_ cond: @autoclosure () -> Bool,
            _ message: @autoclosure () -> String = "no message",
            line: Int = 0) {
  if !cond() {
    failures.append("line \(line): \(message())")
  }
}

var messageBuilds = 0
func msg(_ s: String) -> String {
  messageBuilds += 1
  return s
}

expect(1 + 1 == 2, msg("math broke"), line: 1)
expect([1, 2, 3].count == 4, msg("wrong count"), line: 2)
expect("abc".hasPrefix("b"), line: 3)
expect(true, msg("never built"), line: 4)

print(failures.count)
for f in failures { print(f) }
print("messages built: \(messageBuilds)")

func logIf(_ enabled: Bool, _ text: @autoclosure @escaping () -> String) -> (() -> String)? {
  enabled ? text : nil
}
var n = 1
let deferred = logIf(true, "n is \(n)")
n = 42
print(deferred?() ?? "none")
print(logIf(false, "x") == nil)
// expect: 2
// expect: line 2: wrong count
// expect: line 3: no message
// expect: messages built: 1
// expect: n is 42
// expect: true
