// Swift Evolution style (SE-0393 parameter packs): variadic generic functions with `each T` / `repeat each`, returning tuples of transformed values and forwarding packs
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    repeat out.append(String(describing: each values))
    return out
}
print(describeAll(1, "two", 3.5, true))
print(describeAll())

func pairUp<each A, each B>(firsts: repeat each A, seconds: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each firsts, each seconds))
}
let pairs = pairUp(firsts: 1, "x", seconds: true, 2.5)
print(pairs.0, pairs.1)

func wrapOptional<each T>(_ values: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each values))
}
let wrapped = wrapOptional(7, "seven")
print(wrapped.0 as Any, wrapped.1 as Any)

func typeNames<each T>(_ values: repeat each T) -> String {
    var names: [String] = []
    repeat names.append(String(describing: type(of: each values)))
    return names.joined(separator: ", ")
}
print(typeNames(1, "a", [2.0], (1, 2)))

func one<T>(_ value: T) -> Int { 1 }
func countArguments<each T>(_ values: repeat each T) -> Int {
    var n = 0
    repeat n += one(each values)
    return n
}
print(countArguments("a", "b", "c"), countArguments())

func forward<each T>(_ values: repeat each T) -> [String] {
    describeAll(repeat each values, "extra")
}
print(forward(10, 20))

protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Circle: Shape { var r: Double; var area: Double { 3.0 * r * r } }

func totalArea<each S: Shape>(_ shapes: repeat each S) -> Double {
    var total = 0.0
    repeat total += (each shapes).area
    return total
}
print(totalArea(Square(side: 2), Circle(r: 1), Square(side: 3)))

func areEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    var same = true
    repeat same = same && (each lhs == each rhs)
    return same
}
print(areEqual((1, "a", 2.0), (1, "a", 2.0)), areEqual((1, "b"), (1, "c")))

// expect: ["1", "two", "3.5", "true"]
// expect: []
// expect: (1, true) ("x", 2.5)
// expect: Optional(7) Optional("seven")
// expect: Int, String, Array<Double>, (Int, Int)
// expect: 3 0
// expect: ["10", "20", "extra"]
// expect: 16.0
// expect: true false
