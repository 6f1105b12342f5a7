// Compiler test style: Equatable/Hashable/Comparable synthesis for enums, including associated values
enum Token: Hashable {
  case word(String)
  case number(Int)
  case pair(Int, String)
  case end
}

enum Severity: Comparable {
  case debug, info, warning, error
}

enum Version: Comparable {
  case alpha(Int)
  case beta(Int, patch: Int)
  case release(major: Int, minor: Int)
}

let a = Token.word("hi")
print(a == .word("hi"), a == .word("ho"), a == .number(1))
print(Token.pair(1, "x") == .pair(1, "x"), Token.pair(1, "x") != .pair(2, "x"))
print(Token.end == .end)

let tokens: [Token] = [.word("a"), .number(3), .word("a"), .end, .number(3), .pair(1, "z"), .end]
var seen = Set<Token>()
var unique: [Token] = []
for t in tokens where seen.insert(t).inserted {
  unique.append(t)
}
print(unique)
var tally: [Token: Int] = [:]
for t in tokens { tally[t, default: 0] += 1 }
print(tally[.word("a")]!, tally[.end]!, tally[.number(4)] ?? 0)

print(Severity.debug < .info, Severity.error > .warning, Severity.info >= .error)
print([Severity.error, .debug, .warning, .info, .debug].sorted())
print([Severity.warning, .info].max()!)

let versions: [Version] = [
  .release(major: 1, minor: 2), .alpha(3), .beta(2, patch: 1),
  .release(major: 1, minor: 0), .alpha(1), .beta(2, patch: 0), .release(major: 0, minor: 9),
]
for v in versions.sorted() { print(v) }
print(Version.alpha(100) < .beta(0, patch: 0))
print(Version.release(major: 2, minor: 0) > .release(major: 1, minor: 99))

// expect: true false false
// expect: true true
// expect: true
// expect: [main.Token.word("a"), main.Token.number(3), main.Token.end, main.Token.pair(1, "z")]
// expect: 2 2 0
// expect: true true false
// expect: [main.Severity.debug, main.Severity.debug, main.Severity.info, main.Severity.warning, main.Severity.error]
// expect: warning
// expect: alpha(1)
// expect: alpha(3)
// expect: beta(2, patch: 0)
// expect: beta(2, patch: 1)
// expect: release(major: 0, minor: 9)
// expect: release(major: 1, minor: 0)
// expect: release(major: 1, minor: 2)
// expect: true
// expect: true
