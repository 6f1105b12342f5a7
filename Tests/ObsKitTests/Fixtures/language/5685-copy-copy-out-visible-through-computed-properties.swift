// Swift compiler execution test style (inout semantics): copy-in copy-out visible through computed properties, inout parameters aliasing rules respected, and inout of class vs struct properties
struct Celsius {
    var value: Double
    var fahrenheit: Double {
        get { print("  get F"); return value * 9 / 5 + 32 }
        set { print("  set F", newValue); value = (newValue - 32) * 5 / 9 }
    }
}
func addTen(_ x: inout Double) { print("  adding ten to", x); x += 10 }
var c = Celsius(value: 100)
print("inout on computed property:")
addTen(&c.fahrenheit)
print(c.value)

final class Ref { var n = 0 }
func incr(_ x: inout Int) { x += 1 }
let r = Ref()
incr(&r.n); incr(&r.n)
print(r.n)
var refs = [Ref(), Ref()]
incr(&refs[1].n)
print(refs.map(\.n))

func replace(_ r: inout Ref) { r = Ref(); r.n = 42 }
var original = Ref()
let alias = original
replace(&original)
print(original.n, alias.n, original === alias)

func accumulate(_ total: inout Int, _ values: Int...) { for v in values { total += v } }
var sum = 0
accumulate(&sum, 1, 2, 3)
accumulate(&sum)
print(sum)
func twoInouts(_ a: inout [Int], _ b: inout [Int]) {
    a.append(b.removeFirst())
}
var x = [1], y = [2, 3]
twoInouts(&x, &y)
print(x, y)
var text = "abc"
func shout(_ s: inout String) { s = s.uppercased() + "!" }
shout(&text)
print(text)
var tuple = (a: 1, b: 2)
incr(&tuple.a)
(tuple.a, tuple.b) = (tuple.b, tuple.a)
print(tuple)
var dict = ["k": 1]
incr(&dict["k", default: 0])
incr(&dict["new", default: 100])
print(dict.sorted { $0.key < $1.key })

// expect: inout on computed property:
// expect:   get F
// expect:   adding ten to 212.0
// expect:   set F 222.0
// expect: 105.55555555555556
// expect: 2
// expect: [0, 1]
// expect: 42 0 false
// expect: 6
// expect: [1, 2] [3]
// expect: ABC!
// expect: (a: 2, b: 2)
// expect: [(key: "k", value: 2), (key: "new", value: 101)]
