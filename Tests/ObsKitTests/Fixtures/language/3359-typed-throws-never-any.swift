// Compiler test style: typed throws with never/any Error, do throws(E) blocks, typed Result bridging
enum Small: Error { case a, b }
enum Big: Error { case wrapped(Small), other }

func small(_ n: Int) throws(Small) -> Int {
  if n == 1 { throw .a }
  if n == 2 { throw .b }
  return n
}

func big(_ n: Int) throws(Big) -> Int {
  do throws(Small) {
    return try small(n)
  } catch {
    throw .wrapped(error)
  }
}

for n in 0...3 {
  do {
    print("big(\(n)) = \(try big(n))")
  } catch {
    switch error {
    case .wrapped(.a): print("big(\(n)) wrapped a")
    case .wrapped(.b): print("big(\(n)) wrapped b")
    case .other: print("other")
    }
  }
}

func never() throws(Never) -> String { "never throws" }
print(never())

func untyped(_ n: Int) throws(any Error) -> Int { try small(n) }
do { _ = try untyped(2) } catch { print("untyped got \(error)") }

let r1 = Result<Int, Small> { () throws(Small) -> Int in try small(5) }
let r2 = Result<Int, Small> { () throws(Small) -> Int in try small(1) }
print(r1, r2)
do { _ = try r2.get() } catch { print("typed get: \(error == .a)") }
// expect: big(0) = 0
// expect: big(1) wrapped a
// expect: big(2) wrapped b
// expect: big(3) = 3
// expect: never throws
// expect: untyped got b
// expect: success(5) failure(main.Small.a)
// expect: typed get: true
