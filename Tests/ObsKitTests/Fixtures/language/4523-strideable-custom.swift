// Compiler test style: a custom Strideable type used in ranges, stride(from:to:by:) and distance computations
// known-gap: error: 4523-strideable-custom.swift:47:36: error: value of type 'Double.Type' has no member 'Stride'
struct Day: Strideable, CustomStringConvertible {
    let index: Int

    func distance(to other: Day) -> Int { other.index - index }
    func advanced(by n: Int) -> Day { Day(index: index + n) }

    static let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var description: String { "\(Day.names[((index % 7) + 7) % 7])#\(index)" }
}

let monday = Day(index: 0)
let sunday = Day(index: 6)
print(monday, sunday)
print(monday < sunday, monday == Day(index: 0))
print(monday.distance(to: sunday))
print(sunday.advanced(by: 3))

let week = monday...sunday
print(week.count)
print(week.map { $0.description })
for d in stride(from: monday, to: Day(index: 14), by: 3) {
    print("every third:", d)
}
for d in stride(from: Day(index: 10), through: Day(index: 4), by: -2) {
    print("back:", d)
}
print(week.contains(Day(index: 3)), week.contains(Day(index: 9)))
let workweek = monday..<Day(index: 5)
print(workweek.count, workweek.last!)

func span<T: Strideable>(_ a: T, _ b: T) -> T.Stride { a.distance(to: b) }
print(span(3, 10), span(10.0, 2.5), span(monday, Day(index: -3)))

func midpoint<T: Strideable>(_ a: T, _ b: T) -> T where T.Stride: BinaryInteger {
    a.advanced(by: a.distance(to: b) / 2)
}
print(midpoint(10, 20), midpoint(UInt8(3), UInt8(250)), midpoint(monday, sunday))

func midpointF<T: Strideable>(_ a: T, _ b: T) -> T where T.Stride: FloatingPoint {
    a.advanced(by: a.distance(to: b) / 2)
}
print(midpointF(1.0, 2.0), midpointF(Float(-1), Float(4)))

func steps<T: Strideable>(from a: T, to b: T, count: Int) -> [T] where T.Stride: BinaryFloatingPoint {
    let step = a.distance(to: b) / T.Stride(count)
    return (0...count).map { a.advanced(by: step * T.Stride($0)) }
}
print(steps(from: 0.0, to: 1.0, count: 4))
print(steps(from: Float(10), to: Float(0), count: 5))

let floatStrides = Array(stride(from: 0.0, through: 1.0, by: 0.25))
print(floatStrides)
let tenths = Array(stride(from: 0.0, to: 0.5, by: 0.1))
print(tenths)
let chars = stride(from: 65, through: 70, by: 1).map { Character(UnicodeScalar(UInt8($0))) }
print(String(chars))
print(Array(stride(from: UInt8(250), to: 255, by: 2)))
print(Array(stride(from: Int8(-3), through: 3, by: 3)))
// expect: Mon#0 Sun#6
// expect: true true
// expect: 6
// expect: Wed#9
// expect: 7
// expect: ["Mon#0", "Tue#1", "Wed#2", "Thu#3", "Fri#4", "Sat#5", "Sun#6"]
// expect: every third: Mon#0
// expect: every third: Thu#3
// expect: every third: Sun#6
// expect: every third: Wed#9
// expect: every third: Sat#12
// expect: back: Thu#10
// expect: back: Tue#8
// expect: back: Sun#6
// expect: back: Fri#4
// expect: true false
// expect: 5 Fri#4
// expect: 7 -7.5 -3
// expect: 15 126 Thu#3
// expect: 1.5 1.5
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [10.0, 8.0, 6.0, 4.0, 2.0, 0.0]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4]
// expect: ABCDEF
// expect: [250, 252, 254]
// expect: [-3, 0, 3]
