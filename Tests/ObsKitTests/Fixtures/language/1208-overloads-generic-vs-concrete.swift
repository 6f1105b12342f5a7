// Functions: a concrete overload is preferred to a generic one, optional and protocol overloads, closure-type overloads.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func show<T>(_ value: T) -> String { "generic \(value)" }
func show(_ value: Int) -> String { "int \(value)" }
func show(_ value: String) -> String { "string \(value)" }
func show<T: Collection>(_ value: T) -> String { "collection of \(value.count)" }
print(show(5))
print(show("five"))
print(show(5.0))
print(show([1, 2, 3]))
print(show(Set([7])))
print(show((1, 2)))
func measure(_ value: Int?) -> String { "optional" }
func measure(_ value: Int) -> String { "plain" }
let plain = 3
let wrapped: Int? = 3
print(measure(plain), measure(wrapped), measure(nil))
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
func info(_ shape: any Shape) -> String { "some shape, area \(shape.area)" }
func info(_ square: Square) -> String { "a square with side \(square.side)" }
let sq = Square(side: 2)
let erased: any Shape = sq
print(info(sq))
print(info(erased))
func run(_ work: () -> Void) { print("no result"); work() }
func run(_ work: () -> Int) { print("result", work()) }
run { print("working") }
run { 40 + 2 }
func pick(_ a: Int, _ b: Int = 0) -> String { "two-int version" }
func pick(_ a: Int) -> String { "one-int version" }
print(pick(1), pick(1, 2))
func total(_ xs: Int...) -> String { "variadic" }
func total(_ xs: [Int]) -> String { "array" }
print(total(1, 2), total([1, 2]), total())

// expect: int 5
// expect: string five
// expect: generic 5.0
// expect: collection of 3
// expect: collection of 1
// expect: generic (1, 2)
// expect: plain optional optional
// expect: a square with side 2.0
// expect: some shape, area 4.0
// expect: no result
// expect: working
// expect: result 42
// expect: one-int version two-int version
// expect: variadic array variadic
