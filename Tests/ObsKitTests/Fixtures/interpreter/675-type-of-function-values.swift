// `type(of:)` of a function value: a declared function, a variable declared with a function type (even
// when it holds a library initializer or a closure), a parameter of function type, and a generic one.
// Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
func describe(_ count: Int, of item: String) -> String { "\(count) \(item)" }
print(type(of: describe))
let render: (Int) -> String = String.init
print(render(7), type(of: render))
let isEmpty: ([Int]) -> Bool = { $0.isEmpty }
print(isEmpty([]), type(of: isEmpty))
func repeatTwice(_ body: (Int) -> Void) {
    print(type(of: body))
    body(1); body(2)
}
repeatTwice { print("round", $0) }
func measure<T>(_ value: T, by size: (T) -> Int) -> Int {
    print(type(of: size))
    return size(value)
}
print(measure("swift") { $0.count })
print(measure([1, 2, 3]) { $0.reduce(0, +) })

// expect: (Int, String) -> String
// expect: 7 (Int) -> String
// expect: true (Array<Int>) -> Bool
// expect: (Int) -> ()
// expect: round 1
// expect: round 2
// expect: (String) -> Int
// expect: 5
// expect: (Array<Int>) -> Int
// expect: 6
