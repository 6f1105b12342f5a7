// Compiler test style: rethrows with throwing and non-throwing closures, rethrows through map
struct Boom: Error, CustomStringConvertible {
  let n: Int
  var description: String { "Boom(\(n))" }
}

func applyTwice(_ x: Int, _ f: (Int) throws -> Int) rethrows -> Int {
  return try f(f(x))
}

func mapAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
  var out: [Int] = []
  for x in xs { out.append(try f(x)) }
  return out
}

print(applyTwice(3) { $0 * 2 })
print(mapAll([1, 2, 3]) { $0 + 10 })

do {
  let r = try applyTwice(5) { v in
    if v > 7 { throw Boom(n: v) }
    return v + 2
  }
  print("r = \(r)")
} catch {
  print("caught \(error)")
}

do {
  _ = try mapAll([1, 2, 3, 4]) { v in
    if v == 3 { throw Boom(n: v) }
    print("visit \(v)")
    return v
  }
} catch let b as Boom {
  print("mapAll stopped at \(b.n)")
}

let std = try? [1, 2, 3].map { (v: Int) throws -> Int in
  if v == 2 { throw Boom(n: 2) }
  return v
}
print(std as Any)
let ok = try? [1, 2, 3].map { (v: Int) throws -> Int in v * v }
print(ok as Any)
// expect: 12
// expect: [11, 12, 13]
// expect: r = 9
// expect: visit 1
// expect: visit 2
// expect: mapAll stopped at 3
// expect: nil
// expect: Optional([1, 4, 9])
