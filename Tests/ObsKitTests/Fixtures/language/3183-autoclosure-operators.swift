// Compiler test style: custom operators with @autoclosure rhs for short-circuit and defaulting
infix operator ???: NilCoalescingPrecedence
func ??? <T>(lhs: T?, rhs: @autoclosure () -> T) -> T {
  if let v = lhs { return v }
  print("  (evaluating default)")
  return rhs()
}

infix operator &&&: LogicalConjunctionPrecedence
func &&& (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
  lhs ? try rhs() : false
}

var hits = 0
func fallback(_ v: Int) -> Int { hits += 1; return v }

let a: Int? = 3
let b: Int? = nil
print(a ??? fallback(10))
print(b ??? fallback(20))
print(b ??? a ??? fallback(30))
print("hits:", hits)

enum Check: Error { case failed }
func risky(_ ok: Bool) throws -> Bool {
  print("  risky(\(ok))")
  if !ok { throw Check.failed }
  return true
}
print(false &&& (try! risky(false)))
do {
  print(try true &&& risky(true))
  print(try true &&& risky(false))
} catch {
  print("caught \(error)")
}

let items = [1, 2, 3]
let idx = 5
print(idx < items.count &&& (items[idx] > 0))
// expect: 3
// expect:   (evaluating default)
// expect: 20
// expect:   (evaluating default)
// expect: 3
// expect: hits: 1
// expect: false
// expect:   risky(true)
// expect: true
// expect:   risky(false)
// expect: caught failed
// expect: false
