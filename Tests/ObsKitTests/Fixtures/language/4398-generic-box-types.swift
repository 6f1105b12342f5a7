// Compiler test style: printing generic types, type(of:) and metatypes

struct Box<T> {
    var value: T
}

struct Pair<A, B> {
    var first: A
    var second: B
}

class Holder<T> {
    var item: T
    init(_ item: T) { self.item = item }
}

let bi = Box(value: 1)
let bs = Box(value: "s")
let bb = Box(value: Box(value: 2.5))
print(bi)
print(bs)
print(bb)
debugPrint(bs)

print(type(of: bi))
print(type(of: bs))
print(type(of: bb))
print(Box<Int>.self)
print(Pair<Int, String>.self)
print(Pair(first: 1, second: [true]))
print(type(of: Pair(first: 1, second: [true])))

print(String(describing: Box<Int>.self))
print(String(reflecting: Box<Int>.self))
print(String(reflecting: bi))

print(Int.self)
print(String.self)
print([Int].self)
print([String: Int].self)
print(Int?.self)
print((Int, String).self)
print(type(of: 3.0))
print(type(of: "x" as Character))
print(type(of: [1: "a"]))
print(type(of: (1, 2)))

let boxes: [Box<Int>] = [Box(value: 1), Box(value: 2)]
print(boxes)
dump(boxes)

let opt: Box<Int>? = Box(value: 9)
print(opt as Any)

func describeType<T>(_ x: T) -> String {
    "\(T.self) holding \(x)"
}
print(describeType(bi))
print(describeType([1, 2]))
print(describeType(Optional<Int>.none))

let anyVal: Any = bs
print(type(of: anyVal))

dump(Pair(first: "a", second: Box(value: 0)))

enum Result2<T> {
    case ok(T)
    case err(String)
}
print(Result2<Int>.ok(3))
print(Result2<Int>.err("bad"))
print(type(of: Result2<Int>.ok(3)))

// expect: Box<Int>(value: 1)
// expect: Box<String>(value: "s")
// expect: Box<Box<Double>>(value: main.Box<Swift.Double>(value: 2.5))
// expect: main.Box<Swift.String>(value: "s")
// expect: Box<Int>
// expect: Box<String>
// expect: Box<Box<Double>>
// expect: Box<Int>
// expect: Pair<Int, String>
// expect: Pair<Int, Array<Bool>>(first: 1, second: [true])
// expect: Pair<Int, Array<Bool>>
// expect: Box<Int>
// expect: main.Box<Swift.Int>
// expect: main.Box<Swift.Int>(value: 1)
// expect: Int
// expect: String
// expect: Array<Int>
// expect: Dictionary<String, Int>
// expect: Optional<Int>
// expect: (Int, String)
// expect: Double
// expect: Character
// expect: Dictionary<Int, String>
// expect: (Int, Int)
// expect: [main.Box<Swift.Int>(value: 1), main.Box<Swift.Int>(value: 2)]
// expect: ▿ 2 elements
// expect:   ▿ main.Box<Swift.Int>
// expect:     - value: 1
// expect:   ▿ main.Box<Swift.Int>
// expect:     - value: 2
// expect: Optional(main.Box<Swift.Int>(value: 9))
// expect: Box<Int> holding Box<Int>(value: 1)
// expect: Array<Int> holding [1, 2]
// expect: Optional<Int> holding nil
// expect: Box<String>
// expect: ▿ main.Pair<Swift.String, main.Box<Swift.Int>>
// expect:   - first: "a"
// expect:   ▿ second: main.Box<Swift.Int>
// expect:     - value: 0
// expect: ok(3)
// expect: err("bad")
// expect: Result2<Int>
