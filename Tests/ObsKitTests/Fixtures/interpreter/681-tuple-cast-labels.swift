// Casting to a tuple type: labels may be added or dropped but not changed, and the result carries the
// target's labels; elements cast one by one.
// Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
func asPoint(_ value: Any) -> (x: Int, y: Int)? { value as? (x: Int, y: Int) }
print(asPoint((x: 1, y: 2)) as Any)
print(asPoint((3, 4)) as Any)
print(asPoint((x: 5, 6)) as Any)
print(asPoint((x: 1, z: 2)) == nil, asPoint((a: 1, b: 2)) == nil, asPoint((1, "2")) == nil)
let mixed: Any = (name: "Ann", age: 31)
if let plain = mixed as? (String, Int) { print(plain, plain.0) }
if let renamed = mixed as? (title: String, age: Int) { print("renamed", renamed) } else { print("no rename") }
let boxes: [Any] = [(1, 2), (x: 1, y: 2), (y: 1, x: 2), (1, 2, 3)]
print(boxes.map { ($0 as? (x: Int, y: Int)).map { "\($0.x),\($0.y)" } ?? "nil" })

// expect: Optional((x: 1, y: 2))
// expect: Optional((x: 3, y: 4))
// expect: Optional((x: 5, y: 6))
// expect: true true true
// expect: ("Ann", 31) Ann
// expect: no rename
// expect: ["1,2", "1,2", "nil", "nil"]
