// Generic types print with their arguments: `type(of:)`, `String(describing:)` and, with modules,
// `String(reflecting:)`; the arguments come from what the value holds or from its declaration.
// Expected output from swiftc 6.3.1 on Linux.
struct Box<Value> { var value: Value }
final class Pair<A, B> {
    let first: A, second: B
    init(_ a: A, _ b: B) { first = a; second = b }
}
enum Result2<Success> { case done(Success), pending }

let box = Box(value: 3)
print(type(of: box), String(describing: type(of: box)), String(reflecting: type(of: box)))
print(type(of: Box(value: ["a"])))
print(type(of: Pair("id", 7)), String(reflecting: Pair<Int, Bool>.self))
let pending: Result2<Double> = .pending
print(type(of: pending), type(of: Result2.done("x")))
print(box)
print([box])

// expect: Box<Int> Box<Int> main.Box<Swift.Int>
// expect: Box<Array<String>>
// expect: Pair<String, Int> main.Pair<Swift.Int, Swift.Bool>
// expect: Result2<Double> Result2<String>
// expect: Box<Int>(value: 3)
// expect: [main.Box<Swift.Int>(value: 3)]
