// Compiler test style: typed throws with do throws(E), Never, any Error and closure inference
enum ParseErr: Error { case badChar(Character), empty }
enum OtherErr: Error { case unrelated }

func parseDigit(_ c: Character) throws(ParseErr) -> Int {
  guard let d = c.wholeNumberValue else { throw .badChar(c) }
  return d
}

func parseAll(_ s: String) throws(ParseErr) -> Int {
  if s.isEmpty { throw ParseErr.empty }
  var total = 0
  for c in s { total = total * 10 + (try parseDigit(c)) }
  return total
}

for s in ["123", "", "4x5"] {
  do throws(ParseErr) {
    print(try parseAll(s))
  } catch .badChar(let c) {
    print("bad char", c)
  } catch .empty {
    print("empty input")
  }
}

func neverThrows() throws(Never) -> Int { 42 }
print(neverThrows())

func erased() throws(any Error) -> Int { throw OtherErr.unrelated }
do { _ = try erased() } catch { print("erased:", error, error is OtherErr) }

func mapTyped<T, U, E: Error>(_ xs: [T], _ f: (T) throws(E) -> U) throws(E) -> [U] {
  var out: [U] = []
  for x in xs { out.append(try f(x)) }
  return out
}
let squares = mapTyped([1, 2, 3]) { $0 * $0 }
print(squares)
do {
  let r = try mapTyped(["1", "22", "x3"]) { (s: String) throws(ParseErr) -> Int in try parseAll(s) }
  print(r)
} catch {
  let typed: ParseErr = error
  print("mapTyped failed:", typed)
}
let res = Result<Int, ParseErr> { () throws(ParseErr) -> Int in try parseAll("77") }
print(res)

// expect: 123
// expect: empty input
// expect: bad char x
// expect: 42
// expect: erased: unrelated true
// expect: [1, 4, 9]
// expect: mapTyped failed: badChar("x")
// expect: success(77)
