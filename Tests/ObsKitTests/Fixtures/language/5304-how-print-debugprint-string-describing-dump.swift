// Stack Overflow style (printing values): how print, debugPrint, String(describing:) and dump render nested optionals, tuples and structs
struct Point { var x: Int; var y: Int }
enum Status { case active, suspended(reason: String), archived(Int, Bool) }
class Box { let value: Int; init(_ v: Int) { value = v } }
struct Wrapper<T> { let wrapped: T }

let nested: Int?? = .some(nil)
let doubly: Int?? = 5
print(nested as Any, doubly as Any)
print(String(describing: nested), String(describing: doubly))
let tuple = (1, "two", 3.0, Optional("four"))
print(tuple)
let labeled = (name: "Ada", age: 36)
print(labeled, labeled.name)
print([Point(x: 1, y: 2), Point(x: -3, y: 4)])
print([Status.active, .suspended(reason: "spam"), .archived(3, false)])
print(Optional(Point(x: 0, y: 0)) as Any)
print(Wrapper(wrapped: [1: "a"]), Wrapper(wrapped: Status.active))
debugPrint("quoted", 42, Character("c"), ["k": 1])
debugPrint(Status.suspended(reason: "x"), Optional("s") as Any)
print(["a": [1, 2]], [[Int?]]([[1, nil], []]))
print(Array<Int?>([nil, 3]), Set([7]))
dump(Point(x: 5, y: 6))
dump(Status.archived(2, true))
dump([Optional(1), nil])
dump((a: 1, "b"))
print(type(of: nested), type(of: tuple), type(of: labeled))
print(Box(1).value, String(describing: Wrapper<Int>.self), "\(Int?.self)")

// expect: Optional(nil) Optional(Optional(5))
// expect: Optional(nil) Optional(Optional(5))
// expect: (1, "two", 3.0, Optional("four"))
// expect: (name: "Ada", age: 36) Ada
// expect: [main.Point(x: 1, y: 2), main.Point(x: -3, y: 4)]
// expect: [main.Status.active, main.Status.suspended(reason: "spam"), main.Status.archived(3, false)]
// expect: Optional(main.Point(x: 0, y: 0))
// expect: Wrapper<Dictionary<Int, String>>(wrapped: [1: "a"]) Wrapper<Status>(wrapped: main.Status.active)
// expect: "quoted" 42 "c" ["k": 1]
// expect: main.Status.suspended(reason: "x") Optional("s")
// expect: ["a": [1, 2]] [[Optional(1), nil], []]
// expect: [nil, Optional(3)] [7]
// expect: ▿ main.Point
// expect:   - x: 5
// expect:   - y: 6
// expect: ▿ main.Status.archived
// expect:   ▿ archived: (2 elements)
// expect:     - .0: 2
// expect:     - .1: true
// expect: ▿ 2 elements
// expect:   ▿ Optional(1)
// expect:     - some: 1
// expect:   - nil
// expect: ▿ (2 elements)
// expect:   - a: 1
// expect:   - .1: "b"
// expect: Optional<Optional<Int>> (Int, String, Double, Optional<String>) (name: String, age: Int)
// expect: 1 Wrapper<Int> Optional<Int>
