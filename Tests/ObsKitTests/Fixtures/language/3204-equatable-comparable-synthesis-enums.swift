// Compiler test style: Equatable and Comparable synthesis for enums with and without payloads
enum Priority: Comparable {
  case low, medium, high, critical
}

enum Token: Equatable {
  case number(Int)
  case ident(String)
  case op(Character)
  case eof
}

enum Version: Comparable {
  case alpha(Int)
  case beta(Int)
  case release(major: Int, minor: Int)
}

print(Priority.low < .high, Priority.critical > .medium)
print([Priority.high, .low, .critical, .medium].sorted())
print([Priority.high, .low, .critical].max()!)
print(Token.number(3) == .number(3), Token.number(3) == .number(4))
print(Token.ident("x") != .op("x"), Token.eof == .eof)
let toks: [Token] = [.ident("a"), .op("+"), .number(1), .eof]
print(toks.firstIndex(of: .number(1))!, toks.contains(.op("-")))

let versions: [Version] = [.release(major: 1, minor: 2), .beta(3), .alpha(9), .release(major: 1, minor: 0), .beta(1), .release(major: 0, minor: 9)]
for v in versions.sorted() {
  print(v)
}
print(Version.alpha(100) < .beta(0))
// expect: true true
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: critical
// expect: true false
// expect: true true
// expect: 2 false
// expect: alpha(9)
// expect: beta(1)
// expect: beta(3)
// expect: release(major: 0, minor: 9)
// expect: release(major: 1, minor: 0)
// expect: release(major: 1, minor: 2)
// expect: true
