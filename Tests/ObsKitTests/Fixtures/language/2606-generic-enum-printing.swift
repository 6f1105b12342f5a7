// Compiler test style: printing generic enums and structs with interpolation, String(describing:) and String(reflecting:)
enum Tree<T> {
    case leaf
    indirect case node(Tree<T>, T, Tree<T>)
}
enum Either<L, R> {
    case left(L)
    case right(R)
}
struct Tagged<Tag, Value> {
    var value: Value
}
enum Marker {}
struct Point<T: Numeric> { var x: T; var y: T }

let t: Tree<Int> = .node(.leaf, 5, .node(.leaf, 7, .leaf))
print(t)
let e1: Either<Int, String> = .left(3)
let e2: Either<Int, String> = .right("r")
print(e1, e2)
print("\(e2)")
print([e1, e2])
let tagged = Tagged<Marker, Double>(value: 1.5)
print(tagged)
print(type(of: tagged))
print(String(describing: Either<[Int], Int?>.self))
print(Point(x: 1, y: 2), Point(x: 0.5, y: 1.0))
print(Optional(Point(x: 3, y: 4)) as Any)
let nested: Either<Tagged<Marker, Int>, (Int, String)> = .right((1, "a"))
print(nested)
print(type(of: nested))
// expect: node(main.Tree<Swift.Int>.leaf, 5, main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 7, main.Tree<Swift.Int>.leaf))
// expect: left(3) right("r")
// expect: right("r")
// expect: [main.Either<Swift.Int, Swift.String>.left(3), main.Either<Swift.Int, Swift.String>.right("r")]
// expect: Tagged<Marker, Double>(value: 1.5)
// expect: Tagged<Marker, Double>
// expect: Either<Array<Int>, Optional<Int>>
// expect: Point<Int>(x: 1, y: 2) Point<Double>(x: 0.5, y: 1.0)
// expect: Optional(main.Point<Swift.Int>(x: 3, y: 4))
// expect: right(1, "a")
// expect: Either<Tagged<Marker, Int>, (Int, String)>
