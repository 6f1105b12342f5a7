// String interpolation with arbitrary expressions: arithmetic, calls, ternaries, optionals.
let a = 7, b = 3
let items = ["pen", "ink"]
func shout(_ s: String) -> String { s.uppercased() + "!" }
print("\(a) + \(b) = \(a + b), \(a) / \(b) = \(a / b) rem \(a % b)")
print("ratio \(Double(a) / 2)")
print("\(a > b ? "a wins" : "b wins") by \(abs(a - b))")
print("items: \(items.count), first: \(items[0]), all: \(items)")
print("call: \(shout("hey")) nested: \("inner \(a * 2)")")
let maybe: String? = nil
print("value: \(maybe ?? "default"), flag: \(items.isEmpty)")
let point = (x: 1, y: 2)
print("point \(point.x),\(point.y) tuple \(point)")

// expect: 7 + 3 = 10, 7 / 3 = 2 rem 1
// expect: ratio 3.5
// expect: a wins by 4
// expect: items: 2, first: pen, all: ["pen", "ink"]
// expect: call: HEY! nested: inner 14
// expect: value: default, flag: false
// expect: point 1,2 tuple (x: 1, y: 2)
