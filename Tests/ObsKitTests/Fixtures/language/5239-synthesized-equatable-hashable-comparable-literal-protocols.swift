// Book style (Protocols): synthesized Equatable, Hashable and Comparable, literal protocols, a custom Sequence and callAsFunction
struct Vector3D: Equatable, Hashable {
    var x = 0.0, y = 0.0, z = 0.0
}
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour {
    print("These two vectors are also equivalent.")
}
let unique: Set<Vector3D> = [twoThreeFour, anotherTwoThreeFour, Vector3D()]
print(unique.count)

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner,
              SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() { print(level) }
print(SkillLevel.expert(stars: 1) > .intermediate, levels.max()!)

struct Temperature: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var celsius: Double
    init(integerLiteral value: Int) { celsius = Double(value) }
    init(floatLiteral value: Double) { celsius = value }
    var description: String { "\(celsius)°C" }
}
let warm: Temperature = 25
let cool: Temperature = 12.5
print(warm, cool, [warm, cool])

struct Tags: ExpressibleByArrayLiteral, ExpressibleByStringLiteral {
    var items: [String]
    init(arrayLiteral elements: String...) { items = elements }
    init(stringLiteral value: String) { items = value.split(separator: ",").map(String.init) }
}
let t1: Tags = ["swift", "book"]
let t2: Tags = "a,b,c"
print(t1.items, t2.items.count)

struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> CountdownIterator { CountdownIterator(count: start) }
}
struct CountdownIterator: IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
for n in Countdown(start: 3) { print("\(n)...", terminator: " ") }
print("Liftoff!")
print(Countdown(start: 5).map { $0 * $0 }, Countdown(start: 4).contains(2))

struct Polynomial {
    var coefficients: [Int]
    func callAsFunction(_ x: Int) -> Int {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
}
let p = Polynomial(coefficients: [1, 0, 2])
print(p(3), p.callAsFunction(-1), (0...3).map(p.callAsFunction))

let values: [Any] = [1, "two", 3.0, Vector3D(), SkillLevel.beginner]
for case let n as Int in values { print("int \(n)") }
for case let level as SkillLevel in values where level < .expert(stars: 0) { print("level \(level)") }

// expect: These two vectors are also equivalent.
// expect: 2
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true expert(stars: 5)
// expect: 25.0°C 12.5°C [25.0°C, 12.5°C]
// expect: ["swift", "book"] 3
// expect: 3... 2... 1... Liftoff!
// expect: [25, 16, 9, 4, 1] true
// expect: 19 3 [1, 3, 9, 19]
// expect: int 1
// expect: level beginner
