// Compiler test style: defer inside closures runs at closure exit, in reverse order
var log: [String] = []

let work: (Int) -> Int = { n in
  log.append("start \(n)")
  defer { log.append("defer A \(n)") }
  defer { log.append("defer B \(n)") }
  if n > 5 {
    log.append("big")
    return n * 2
  }
  log.append("small")
  return n
}

print(work(3))
print(work(8))
for entry in log { print(entry) }

var depth = 0
let tracked: () -> Int = {
  depth += 1
  defer { depth -= 1 }
  return depth
}
print(tracked(), depth)

enum Oops: Error { case fail }
let throwing: (Bool) throws -> String = { shouldThrow in
  defer { print("cleanup ran, threw=\(shouldThrow)") }
  if shouldThrow { throw Oops.fail }
  return "fine"
}
print((try? throwing(false)) ?? "nil")
print((try? throwing(true)) ?? "nil")
// expect: 3
// expect: 16
// expect: start 3
// expect: small
// expect: defer B 3
// expect: defer A 3
// expect: start 8
// expect: big
// expect: defer B 8
// expect: defer A 8
// expect: 1 0
// expect: cleanup ran, threw=false
// expect: fine
// expect: cleanup ran, threw=true
// expect: nil
