// Compiler test style (test/Interpreter/errors.swift): rethrows, try inside autoclosures, throwing accessors and defer on unwind
enum Failure: Error, Equatable {
  case bad(Int)
  case worse(String)
}

func check(_ n: Int) throws -> Int {
  if n < 0 { throw Failure.bad(n) }
  return n * 2
}

func mapAll<T>(_ xs: [Int], _ f: (Int) throws -> T) rethrows -> [T] {
  var out: [T] = []
  for x in xs {
    defer { print("  processed \(x)") }
    out.append(try f(x))
  }
  return out
}

print(mapAll([1, 2]) { $0 + 1 })
do {
  print(try mapAll([3, -4, 5], check))
} catch {
  print("caught \(error)")
}
print((try? mapAll([1, -1], check)) as Any)

func both(_ a: Bool, _ b: @autoclosure () throws -> Bool) rethrows -> Bool {
  return a ? try b() : false
}
func failingTest() throws -> Bool { throw Failure.worse("autoclosure") }
do {
  print(try both(false, failingTest()))
  print(try both(true, failingTest()))
} catch {
  print("autoclosure threw \(error)")
}
do {
  let r = try check(1) > 0 && check(-5) > 0
  print(r)
} catch Failure.bad(let n) {
  print("short circuit reached check(\(n))")
}
print((try? check(0) == 0 || check(-1) == 0) as Any)

struct Vault {
  var secret: Int
  var unlocked: Bool
  var content: Int {
    get throws {
      guard unlocked else { throw Failure.worse("locked") }
      return secret
    }
  }
  subscript(offset: Int) -> Int {
    get throws {
      if offset > 3 { throw Failure.bad(offset) }
      return secret + offset
    }
  }
}
let open = Vault(secret: 40, unlocked: true)
let closed = Vault(secret: 1, unlocked: false)
print(try open.content, try open[2])
for v in [open, closed] {
  do { print("content", try v.content, try v[9]) } catch { print("vault error", error) }
}

func steps() throws -> String {
  var log: [String] = []
  defer { print("outer defer sees \(log)") }
  do {
    defer { log.append("inner defer") }
    log.append("start")
    _ = try check(-7)
    log.append("unreachable")
  } catch Failure.worse {
    log.append("wrong catch")
  }
  return log.joined()
}
do { _ = try steps() } catch { print("steps failed with \(error)") }

func convert(_ s: String) throws(Failure) -> Int {
  guard let n = Int(s) else { throw .worse(s) }
  return n
}
do {
  print(try convert("12"))
  print(try convert("x1"))
} catch {
  print("typed:", error, error == .worse("x1"))
}

let results = ["4", "-2", "z"].map { s in Result { try check(try convert(s)) } }
for r in results {
  switch r {
  case .success(let v): print("ok", v)
  case .failure(let e): print("err", e)
  }
}

func retry<T>(_ times: Int, _ body: (Int) throws -> T) rethrows -> T {
  for attempt in 1..<times {
    if let v = try? body(attempt) { return v }
    print("  attempt \(attempt) failed")
  }
  return try body(times)
}
print(try retry(4) { try check($0 - 3) })
do { _ = try retry(2) { try check(-$0) } } catch { print("final:", error) }

// expect:   processed 1
// expect:   processed 2
// expect: [2, 3]
// expect:   processed 3
// expect:   processed -4
// expect: caught bad(-4)
// expect:   processed 1
// expect:   processed -1
// expect: nil
// expect: false
// expect: autoclosure threw worse("autoclosure")
// expect: short circuit reached check(-5)
// expect: Optional(true)
// expect: 40 42
// expect: vault error bad(9)
// expect: vault error worse("locked")
// expect: outer defer sees ["start", "inner defer"]
// expect: steps failed with bad(-7)
// expect: 12
// expect: typed: worse("x1") true
// expect: ok 8
// expect: err bad(-2)
// expect: err worse("z")
// expect:   attempt 1 failed
// expect:   attempt 2 failed
// expect: 0
// expect:   attempt 1 failed
// expect: final: bad(-2)
