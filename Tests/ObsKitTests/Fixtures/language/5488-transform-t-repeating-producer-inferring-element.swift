// Swift Forums style (closure result drives T): transform<T> repeating a producer and inferring the element type
func transform<T>(_ count: Int, _ f: () -> T) -> [T] {
    var out: [T] = []
    for _ in 0..<count { out.append(f()) }
    return out
}

var counter = 0
let ints = transform(3) { counter += 1; return counter * 10 }
let strs = transform(2) { "x" }
let pairs = transform(2) { (1, "a") }
let doubles: [Double] = transform(3) { 2 }
print(ints)
print(strs)
print(pairs.map { "\($0.0)-\($0.1)" })
print(doubles)
print(type(of: ints), type(of: strs), type(of: doubles))
let nested = transform(2) { transform(2) { true } }
print(nested, type(of: nested))

// expect: [10, 20, 30]
// expect: ["x", "x"]
// expect: ["1-a", "1-a"]
// expect: [2.0, 2.0, 2.0]
// expect: Array<Int> Array<String> Array<Double>
// expect: [[true, true], [true, true]] Array<Array<Bool>>
