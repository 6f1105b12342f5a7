// Compiler test style: errors thrown from defer-free cleanup paths, throwing closures stored as properties, rethrows in methods
struct Validator {
  let rules: [(String) throws -> Void]
  func validate(_ s: String) throws { for r in rules { try r(s) } }
  func validateAll(_ xs: [String]) -> [String] {
    xs.map { x in
      do { try validate(x); return "\(x): ok" }
      catch let e as RuleError { return "\(x): \(e.reason)" }
      catch { return "\(x): ???" }
    }
  }
}
struct RuleError: Error { let reason: String }

let v = Validator(rules: [
  { if $0.isEmpty { throw RuleError(reason: "empty") } },
  { if $0.count > 5 { throw RuleError(reason: "long") } },
  { if $0.first?.isUppercase == false { throw RuleError(reason: "lowercase") } },
])
for line in v.validateAll(["Hello", "", "Toolong", "abc", "Ok"]) { print(line) }

extension Sequence {
  func myAllSatisfy(_ p: (Element) throws -> Bool) rethrows -> Bool {
    for e in self where try !p(e) { return false }
    return true
  }
}
print([2, 4, 6].myAllSatisfy { $0 % 2 == 0 })
print([2, 5, 6].myAllSatisfy { $0 % 2 == 0 })
do {
  _ = try [1, 2, 3].myAllSatisfy { x in
    if x == 2 { throw RuleError(reason: "two") }
    return true
  }
} catch let e as RuleError {
  print("rethrown: \(e.reason)")
}

var attempts = 0
func flaky() throws -> String {
  attempts += 1
  if attempts < 3 { throw RuleError(reason: "attempt \(attempts)") }
  return "success after \(attempts)"
}
func retry<T>(_ n: Int, _ body: () throws -> T) rethrows -> T {
  for _ in 1..<n { if let v = try? body() { return v } }
  return try body()
}
print(retry(5, { "immediate" }))
print(try retry(5, flaky))
// expect: Hello: ok
// expect: : empty
// expect: Toolong: long
// expect: abc: lowercase
// expect: Ok: ok
// expect: true
// expect: false
// expect: rethrown: two
// expect: immediate
// expect: success after 3
