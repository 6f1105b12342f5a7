// Compiler test style: synthesized Equatable, Hashable and Comparable conformances
struct Point: Hashable { var x: Int; var y: Int }
enum Level: Comparable { case low, medium, high }
enum Tagged: Comparable { case a(Int), b(String), c }
enum Token: Hashable { case word(String), number(Int), end }
struct Version: Comparable {
    var major: Int, minor: Int
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
}
struct Wrapper<T> { var value: T }
extension Wrapper: Equatable where T: Equatable {}
extension Wrapper: Hashable where T: Hashable {}
print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) != Point(x: 2, y: 1))
print(Level.low < .high, Level.high > .medium, [Level.high, .low, .medium].sorted())
print([Tagged.c, .b("z"), .a(5), .b("a"), .a(1)].sorted())
print(Tagged.a(100) < .b(""), Tagged.b("x") < .c)
print(Set([Token.word("hi"), .word("hi"), .number(1), .end]).count)
print(Token.word("a") == .word("a"), Token.number(1) == .number(2))
let vs = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 99)]
print(vs.sorted().map { "\($0.major).\($0.minor)" }, vs.max()!.minor)
print(Version(major: 1, minor: 0) <= Version(major: 1, minor: 0), Version(major: 2, minor: 0) >= Version(major: 1, minor: 5))
print(Wrapper(value: 3) == Wrapper(value: 3), Set([Wrapper(value: "a"), Wrapper(value: "a")]).count)
var counts: [Point: String] = [:]
counts[Point(x: 0, y: 0)] = "origin"
counts[Point(x: 0, y: 0)] = "still origin"
print(counts.count, counts[Point(x: 0, y: 0)]!)
print(Level.medium.clamped(), [Level.low, .high].contains(.high))
extension Comparable { func clamped() -> Self { self } }
struct Person: Equatable {
    var name: String
    var age: Int
    static func == (l: Person, r: Person) -> Bool { l.name == r.name }
}
print(Person(name: "a", age: 1) == Person(name: "a", age: 99))
print(max(Level.low, Level.medium), min(Version(major: 3, minor: 1), Version(major: 3, minor: 0)).minor)

// expect: true true
// expect: true true [main.Level.low, main.Level.medium, main.Level.high]
// expect: [main.Tagged.a(1), main.Tagged.a(5), main.Tagged.b("a"), main.Tagged.b("z"), main.Tagged.c]
// expect: true true
// expect: 3
// expect: true false
// expect: ["0.99", "1.2", "1.10"] 10
// expect: true true
// expect: true 1
// expect: 1 still origin
// expect: medium true
// expect: true
// expect: medium 0
