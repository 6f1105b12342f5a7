// Compiler test style (implicitly opened existentials): passing any P to some P and generic parameters, protocol composition existentials and existential metatypes
// known-gap: line 10: expected "Array<Shape> 2 9.0", got "Array<Square> 2 9.0"
protocol Shape {
    func area() -> Double
    static var sides: Int { get }
}
struct Square: Shape { var s: Double; func area() -> Double { s * s }; static var sides: Int { 4 } }
struct Triangle: Shape { var b: Double, h: Double; func area() -> Double { b * h / 2 }; static var sides: Int { 3 } }

func sidesOf(_ s: some Shape) -> Int { type(of: s).sides }
func describe<S: Shape>(_ s: S) -> String { "\(S.self) with \(S.sides) sides, area \(s.area())" }
func bigger(_ a: some Shape, _ b: some Shape) -> Bool { a.area() > b.area() }

let shapes: [any Shape] = [Square(s: 2), Triangle(b: 3, h: 4), Square(s: 1)]
for s in shapes {
    print(sidesOf(s), describe(s))
}
print(bigger(shapes[0], shapes[1]), bigger(shapes[2], shapes[1]))
print(shapes.map { type(of: $0).sides })
let metas: [any Shape.Type] = shapes.map { type(of: $0) }
print(metas.map { "\($0)" })

func maybeDescribe(_ s: (any Shape)?) -> String {
    guard let s else { return "nothing" }
    return describe(s)
}
print(maybeDescribe(nil), maybeDescribe(Triangle(b: 1, h: 1)))

protocol Named { var name: String { get } }
protocol Scored { var score: Int { get } }
struct Player: Named, Scored { var name: String; var score: Int }
struct Bot: Named, Scored { var name: String { "bot" }; var score: Int { 0 } }
func leaderboard(_ entries: [any Named & Scored]) -> [String] {
    entries.sorted { $0.score > $1.score }.map { "\($0.name):\($0.score)" }
}
print(leaderboard([Player(name: "a", score: 5), Bot(), Player(name: "b", score: 9)]))
func nameOnly<T: Named>(_ x: T) -> String { x.name.uppercased() }
let composed: any Named & Scored = Player(name: "zed", score: 1)
print(nameOnly(composed))

func makeArray<T>(_ x: T, _ n: Int) -> [T] { Array(repeating: x, count: n) }
let e: any Shape = Square(s: 3)
let arr = makeArray(e, 2)
print(type(of: arr), arr.count, arr[1].area())

protocol Resettable { mutating func reset() }
struct Counter: Resettable { var n = 5; mutating func reset() { n = 0 } }
func resetAll(_ xs: inout [any Resettable]) { for i in xs.indices { xs[i].reset() } }
var rs: [any Resettable] = [Counter(), Counter(n: 9)]
resetAll(&rs)
print(rs.map { ($0 as! Counter).n })
func resetOne<T: Resettable>(_ x: inout T) { x.reset() }
var single: any Resettable = Counter(n: 3)
resetOne(&single)
print((single as! Counter).n)

// expect: 4 Square with 4 sides, area 4.0
// expect: 3 Triangle with 3 sides, area 6.0
// expect: 4 Square with 4 sides, area 1.0
// expect: false false
// expect: [4, 3, 4]
// expect: ["Square", "Triangle", "Square"]
// expect: nothing Triangle with 3 sides, area 0.5
// expect: ["b:9", "a:5", "bot:0"]
// expect: ZED
// expect: Array<Shape> 2 9.0
// expect: [0, 0]
// expect: 0
