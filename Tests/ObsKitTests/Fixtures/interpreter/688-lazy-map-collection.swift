// lazy.map over a random-access collection is a LazyMapCollection: reading an element by index runs the
// transform for that element, each time it is read; count runs none; last runs one.
// Expected output: swiftc 6.3.1 (Linux), run on this machine (tools/fixture-expect).
var calls = 0
let tripled = [5, 6, 7, 8].lazy.map { x -> Int in calls += 1; return x * 3 }
print(tripled[1], tripled[1], calls)
print(tripled.count, tripled.isEmpty, calls)
print(tripled.last as Any, calls)
let ranged = (10..<20).lazy.map { x -> String in calls += 1; return "n\(x)" }
print(ranged[12], ranged.count, calls)
let twice = [1, 2, 3][1...].lazy.map { $0 * 10 }.map { x -> Int in calls += 1; return x + 1 }
print(twice[2], twice.first as Any, calls)
print(String(["ab", "cd"].lazy.flatMap { $0.reversed() }))

// expect: 18 18 2
// expect: 4 false 2
// expect: Optional(24) 3
// expect: n12 10 4
// expect: 31 Optional(21) 6
// expect: badc
