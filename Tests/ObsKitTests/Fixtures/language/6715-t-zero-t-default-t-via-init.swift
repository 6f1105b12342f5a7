// Sundell generics style (static members through a generic parameter): T.zero, T.default and T() via init requirements
protocol Defaultable {
    static var `default`: Self { get }
}
extension Int: Defaultable { static var `default`: Int { -1 } }
extension String: Defaultable { static var `default`: String { "n/a" } }
extension Bool: Defaultable { static var `default`: Bool { false } }

protocol Blank { init() }
struct Counter: Blank, CustomStringConvertible {
    var hits = 0
    var description: String { "Counter(\(hits))" }
}
extension Array: Blank {}

func total<T: AdditiveArithmetic>(_ values: [T]) -> T {
    values.reduce(T.zero, +)
}

func valueOrDefault<T: Defaultable>(_ value: T?) -> T {
    value ?? T.default
}

func fresh<T: Blank>(_ type: T.Type, count: Int) -> [T] {
    (0..<count).map { _ in T() }
}

func bounds<T: FixedWidthInteger>(of type: T.Type) -> String {
    "\(T.self): \(T.min)...\(T.max) (\(T.bitWidth) bits)"
}

func unit<T: Numeric>(_ t: T.Type) -> (T, T) { (0, 1) }

print(total([1, 2, 3, 4]))
print(total([0.5, 0.25]))
print(total([Int8]()))
print(valueOrDefault(Optional<Int>.none), valueOrDefault(Optional(7)))
print(valueOrDefault(String?.none), valueOrDefault(Bool?.none))
var counters = fresh(Counter.self, count: 2)
counters[1].hits += 3
print(counters)
print(fresh([String].self, count: 3))
print(bounds(of: Int8.self))
print(bounds(of: UInt16.self))
print(unit(Double.self), unit(UInt.self))

// expect: 10
// expect: 0.75
// expect: 0
// expect: -1 7
// expect: n/a false
// expect: [Counter(0), Counter(3)]
// expect: [[], [], []]
// expect: Int8: -128...127 (8 bits)
// expect: UInt16: 0...65535 (16 bits)
// expect: (0.0, 1.0) (0, 1)
