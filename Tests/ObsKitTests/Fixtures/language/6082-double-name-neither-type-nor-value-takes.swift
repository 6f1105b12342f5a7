// let w, h: Double: a name with neither a type nor a value takes the type written after the next name (stored properties, locals, class properties)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Rect2 { let w, h: Double; var name: String { "rect(\(w)x\(h))" } }
print(Rect2(w: 2, h: 3).name)
var a, b: Double
a = 1; b = 2
print(a, b)
let c = 1, d: Double = 2
print(c, d)
class K { var x, y: Float; init() { x = 1; y = 2 } }
print(K().x, K().y)

// expect: rect(2.0x3.0)
// expect: 1.0 2.0
// expect: 1 2.0
// expect: 1.0 2.0
