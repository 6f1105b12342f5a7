// Compiler test style (test/Interpreter/errors.swift): throwing functions, rethrows, try?, try!, error enums
enum ParseError: Error, Equatable {
  case empty
  case badChar(Character, at: Int)
  case overflow
}
struct Wrapped: Error { let inner: Error; let context: String }

func parseDigits(_ s: String) throws -> Int {
  if s.isEmpty { throw ParseError.empty }
  var result = 0
  for (i, c) in s.enumerated() {
    guard let d = c.wholeNumberValue else { throw ParseError.badChar(c, at: i) }
    let (m, o1) = result.multipliedReportingOverflow(by: 10)
    let (r, o2) = m.addingReportingOverflow(d)
    if o1 || o2 { throw ParseError.overflow }
    result = r
  }
  return result
}

for s in ["123", "", "12a4", "99999999999999999999", "0"] {
  do {
    let v = try parseDigits(s)
    print("ok", v)
  } catch ParseError.badChar(let c, let i) {
    print("bad char \(c) at \(i)")
  } catch let e as ParseError {
    print("parse error", e)
  } catch {
    print("unexpected", error)
  }
}

print(try? parseDigits("77") as Any, (try? parseDigits("x")) as Any)
print(try! parseDigits("5") + 1)

func applyAll(_ xs: [String], _ f: (String) throws -> Int) rethrows -> [Int] {
  try xs.map(f)
}
print(applyAll(["a", "bb"]) { $0.count })
do {
  _ = try applyAll(["1", "x"], parseDigits)
} catch {
  print("rethrown:", error)
}

func wrap<T>(_ ctx: String, _ body: () throws -> T) throws -> T {
  do { return try body() } catch { throw Wrapped(inner: error, context: ctx) }
}
do {
  _ = try wrap("reading") { try parseDigits("") }
} catch let w as Wrapped {
  print(w.context, w.inner, (w.inner as? ParseError) == .empty)
} catch {}

let results: [Result<Int, ParseError>] = ["4", "", "9"].map { s in
  Result { try parseDigits(s) }.mapError { $0 as! ParseError }
}
for r in results {
  switch r {
  case .success(let v): print("success", v)
  case .failure(let e): print("failure", e)
  }
}
print(results.compactMap { try? $0.get() })
func typed() throws(ParseError) -> Int { throw .overflow }
do { _ = try typed() } catch { print("typed error", error, error == .overflow) }

// expect: ok 123
// expect: parse error empty
// expect: bad char a at 2
// expect: parse error overflow
// expect: ok 0
// expect: Optional(77) nil
// expect: 6
// expect: [1, 2]
// expect: rethrown: badChar("x", at: 0)
// expect: reading empty true
// expect: success 4
// expect: failure empty
// expect: success 9
// expect: [4, 9]
// expect: typed error overflow true
