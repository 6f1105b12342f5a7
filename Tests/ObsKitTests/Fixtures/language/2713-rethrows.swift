// Compiler test style: rethrows functions called with throwing and non-throwing closures
enum E: Error { case negative(Int) }

func applyAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
  var out: [Int] = []
  for x in xs {
    out.append(try f(x))
  }
  return out
}

func twice(_ f: () throws -> Void) rethrows {
  try f()
  try f()
}

// No try needed here because closure doesn't throw.
let doubled = applyAll([1, 2, 3]) { $0 * 2 }
print(doubled)

var counter = 0
twice { counter += 1 }
print("counter", counter)

func checked(_ x: Int) throws -> Int {
  if x < 0 { throw E.negative(x) }
  return x * 10
}

do {
  let r = try applyAll([1, 2, 3], checked)
  print(r)
  let s = try applyAll([4, -5, 6], checked)
  print("unreachable", s)
} catch E.negative(let n) {
  print("negative", n)
}

var seen: [Int] = []
do {
  try twice {
    seen.append(seen.count)
    if seen.count == 2 { throw E.negative(seen.count) }
  }
} catch {
  print("twice threw", error, seen)
}

let mapped = try? [3, 2, 1].map { x -> Int in
  if x == 1 { throw E.negative(-1) }
  return x
}
print(mapped as Any)
print(try [3, 2].map(checked))

// expect: [2, 4, 6]
// expect: counter 2
// expect: [10, 20, 30]
// expect: negative -5
// expect: twice threw negative(2) [0, 1]
// expect: nil
// expect: [30, 20]
