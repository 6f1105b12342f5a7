// Compiler test style: typed throws with concrete error types in catch blocks
enum ValidationError: Error, Equatable {
  case empty
  case tooLong(Int)
}

func validate(_ s: String) throws(ValidationError) -> String {
  if s.isEmpty { throw .empty }
  if s.count > 5 { throw .tooLong(s.count) }
  return s.uppercased()
}

func describe(_ s: String) -> String {
  do {
    return try validate(s)
  } catch {
    // error is statically ValidationError here
    switch error {
    case .empty: return "<empty>"
    case .tooLong(let n): return "<too long: \(n)>"
    }
  }
}

print(describe("abc"))
print(describe(""))
print(describe("abcdefgh"))

func firstValid(_ xs: [String]) throws(ValidationError) -> String {
  var last: ValidationError = .empty
  for x in xs {
    do {
      return try validate(x)
    } catch {
      last = error
    }
  }
  throw last
}

do {
  print(try firstValid(["", "toolongvalue", "ok"]))
  print(try firstValid(["", "waytoolong"]))
} catch {
  print("final error:", error, error == .tooLong(10))
}

func generic<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int {
  return try body() + 1
}
print(generic { 41 })
do {
  _ = try generic { () throws(ValidationError) -> Int in throw .empty }
} catch {
  print("generic caught", error)
}

// expect: ABC
// expect: <empty>
// expect: <too long: 8>
// expect: OK
// expect: final error: tooLong(10) true
// expect: 42
// expect: generic caught empty
