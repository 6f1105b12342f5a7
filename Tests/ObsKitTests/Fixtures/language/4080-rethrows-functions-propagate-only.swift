// Compiler test style: rethrows functions propagate only the closure's errors
enum ParseError: Error, CustomStringConvertible {
  case notANumber(String)
  var description: String {
    switch self { case .notANumber(let s): return "notANumber(\(s))" }
  }
}

func applyAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
  var out: [U] = []
  for x in xs { out.append(try f(x)) }
  return out
}

let doubled = applyAll([1, 2, 3]) { $0 * 2 }
print(doubled)

func parse(_ s: String) throws -> Int {
  guard let v = Int(s) else { throw ParseError.notANumber(s) }
  return v
}
do {
  print(try applyAll(["1", "22", "333"], parse))
  print(try applyAll(["4", "x", "6"], parse))
} catch {
  print("failed:", error)
}

func firstMatch<T>(_ xs: [T], where pred: (T) throws -> Bool) rethrows -> T? {
  for x in xs where try pred(x) { return x }
  return nil
}
print(firstMatch([3, 8, 11, 14]) { $0 % 2 == 0 } ?? -1)

struct Stop: Error {}
var visited: [Int] = []
let r = try? firstMatch([1, 2, 3, 4]) { (x: Int) throws -> Bool in
  visited.append(x)
  if x == 3 { throw Stop() }
  return false
}
print(r as Any, visited)

func wrap(_ f: () throws -> Void) rethrows { print("before"); try f(); print("after") }
wrap { print("inside") }
do { try wrap { throw Stop() } } catch { print("caught", error is Stop) }

let m = try? [1, 2, 3].map { (x: Int) -> Int in if x == 2 { throw Stop() }; return x }
print(m as Any)
// expect: [2, 4, 6]
// expect: [1, 22, 333]
// expect: failed: notANumber(x)
// expect: 8
// expect: nil [1, 2, 3]
// expect: before
// expect: inside
// expect: after
// expect: before
// expect: caught true
// expect: nil
