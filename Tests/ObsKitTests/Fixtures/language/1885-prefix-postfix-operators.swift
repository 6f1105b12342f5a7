// Compiler test style: custom prefix and postfix operators — declarations, overloads on custom types, and combination with built-in operators
prefix operator √
prefix operator ~~
postfix operator ++
postfix operator %
postfix operator •

prefix func √ (n: Int) -> Int {
    var r = 0
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r
}

postfix func % (value: Int) -> Double { Double(value) / 100 }

@discardableResult
postfix func ++ (x: inout Int) -> Int {
    let old = x
    x += 1
    return old
}

struct Vector: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static prefix func ~~ (v: Vector) -> Vector { Vector(x: v.y, y: v.x) }
    static postfix func • (v: Vector) -> Int { v.x * v.x + v.y * v.y }
}

print(√16, √17, √0, √99)
print(50%, 5%, 250%)

var counter = 5
let was = counter++
print(was, counter)
counter++
print(counter)

let v = Vector(x: 3, y: -4)
print(-v, ~~v, v•, (-v)•)
print(~~(~~v))

// Built-in prefix operators mixed with custom ones
let n = 25
print(-(√n), √(-(-n)), !(√n == 5))

// Prefix operator on a generic type
prefix operator ¬
prefix func ¬ <T>(predicate: @escaping (T) -> Bool) -> (T) -> Bool {
    return { !predicate($0) }
}
let isEven: (Int) -> Bool = { $0 % 2 == 0 }
print([1, 2, 3, 4, 5].filter(¬isEven))

// Postfix operator on optional-producing expression and precedence against binary operators
postfix operator ^^
postfix func ^^ (x: Int) -> Int { x * x }
print(3^^ + 1, 2 * 3^^, (1 + 2)^^)
let values = [1, 2, 3].map { $0^^ }
print(values)

// Prefix operator applied to a string and chained
prefix operator >>
prefix func >> (s: String) -> String { "  " + s }
print(>>(>>"indented twice") + "|")

// expect: 4 4 0 9
// expect: 0.5 0.05 2.5
// expect: 5 6
// expect: 7
// expect: (-3, 4) (-4, 3) 25 25
// expect: (3, -4)
// expect: -5 5 false
// expect: [1, 3, 5]
// expect: 10 18 9
// expect: [1, 4, 9]
// expect:     indented twice|
