// Compiler test style: generic struct initializers with literal arguments infer the type parameter
struct Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
struct Pair<A, B> {
    var a: A, b: B
}

let b1 = Box(3)
let b2 = Box(3.0)
let b3 = Box<Double>(3)
let b4: Box<Float> = Box(3)
print(type(of: b1), type(of: b2), type(of: b3), type(of: b4))
print(b1.value, b2.value, b3.value, b4.value)

let p = Pair(a: 1, b: 2.5)
print(type(of: p), p.a, p.b)
let q = Pair<Double, String>(a: 1, b: "x")
print(q.a, type(of: q))

let boxes = [Box(1), Box(2)]
print(type(of: boxes), boxes.map { $0.value })

let arrBox = Box([1, 2.5])
print(type(of: arrBox))

func unbox<T>(_ b: Box<T>) -> T { b.value }
let u: Double = unbox(Box(7))
print(u)
let nestedBox = Box(Box("in"))
print(type(of: nestedBox), nestedBox.value.value)
// expect: Box<Int> Box<Double> Box<Double> Box<Float>
// expect: 3 3.0 3.0 3.0
// expect: Pair<Int, Double> 1 2.5
// expect: 1.0 Pair<Double, String>
// expect: Array<Box<Int>> [1, 2]
// expect: Box<Array<Double>>
// expect: 7.0
// expect: Box<Box<String>> in
