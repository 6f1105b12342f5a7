// Swift by Sundell style (generic constraints and where clauses): constrained functions and conditional extensions
protocol Shape {
    var area: Double { get }
    static var name: String { get }
}

struct Square: Shape {
    var side: Double
    var area: Double { side * side }
    static var name: String { "square" }
}

struct Rect: Shape {
    var w: Double, h: Double
    var area: Double { w * h }
    static var name: String { "rect" }
}

func totalArea<S: Sequence>(_ shapes: S) -> Double where S.Element: Shape {
    shapes.reduce(0) { $0 + $1.area }
}

func describe<T: Shape>(_ shape: T) -> String {
    "\(T.name) of area \(shape.area)"
}

extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}

extension Array where Element == String {
    func shout() -> [String] { map { $0.uppercased() + "!" } }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

func largest<C: Collection>(_ items: C) -> C.Element? where C.Element: Comparable {
    items.max()
}

func allEqual<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool where A.Element == B.Element, A.Element: Equatable {
    Array(a) == Array(b)
}

print(totalArea([Square(side: 2), Square(side: 3)]))
print(totalArea([Rect(w: 1, h: 2)]))
print(describe(Square(side: 1.5)))
print(describe(Rect(w: 2, h: 4)))
print([1, 2, 3, 4].sum(), [1.5, 2.5].sum())
print(["hi", "there"].shout())
print([3, 1, 3, 2, 1, 4].uniqued())
print("mississippi".uniqued().map(String.init).joined())
print(largest(["pear", "apple", "zucchini"]) ?? "", largest([Int]()) as Any)
print(allEqual([1, 2, 3], 1...3), allEqual("abc", ["a", "b"]))

// expect: 13.0
// expect: 2.0
// expect: square of area 2.25
// expect: rect of area 8.0
// expect: 10 4.0
// expect: ["HI!", "THERE!"]
// expect: [3, 1, 2, 4]
// expect: misp
// expect: zucchini nil
// expect: true false
