// Stack Overflow style (LosslessStringConvertible generics): parsing typed values from strings with T(description)
func parseAll<T: LosslessStringConvertible>(_ parts: [String], as _: T.Type = T.self) -> [T] {
    parts.compactMap { T($0) }
}

func parseLine<T: LosslessStringConvertible>(_ line: String) -> [T] {
    line.split(separator: " ").compactMap { T(String($0)) }
}

struct Point: LosslessStringConvertible {
    let x: Int, y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
    init?(_ description: String) {
        let parts = description.split(separator: ",")
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
        self.init(x: x, y: y)
    }
    var description: String { "(\(x),\(y))" }
}

let ints: [Int] = parseLine("1 2 x 4")
let doubles: [Double] = parseLine("1 2.5 nan? 4e1")
let bools = parseAll(["true", "no", "false"], as: Bool.self)
let points: [Point] = parseLine("1,2 3 4,5")
print(ints, doubles, bools)
print(points)
print(parseAll(["7", "8"]) as [UInt8])
func roundTrip<T: LosslessStringConvertible>(_ x: T) -> T? { T(x.description) }
print(roundTrip(3.25) as Any, roundTrip(Point(x: 1, y: 1)) as Any)

// expect: [1, 2, 4] [1.0, 2.5, 40.0] [true, false]
// expect: [(1,2), (4,5)]
// expect: [7, 8]
// expect: Optional(3.25) nil
