// `MemoryLayout<T>.size/.stride/.alignment` as swiftc lays values out on 64-bit Linux (library types,
// optionals with and without spare values, structs and tuples field by field, enums without payloads, a
// generic `T`); raw values of a sized integer or Float raw type; a trailing closure filling a defaulted
// function parameter; in a protocol extension a member the protocol does not require is the extension's,
// and a type's own static stored property beats the extension's default. Expected output: swiftc 6.3.1 on this machine.
enum Direction { case n, s, e, w }
enum One { case only }
struct P { var x: Int8; var y: Int64; var flag = true }
struct Q<T> { var a: T; var b: Bool }
class K {}
print(MemoryLayout<Int>.size, MemoryLayout<Bool>.stride, MemoryLayout<Double>.alignment, MemoryLayout<String>.size)
print(MemoryLayout<Int?>.size, MemoryLayout<Int?>.stride, MemoryLayout<Bool?>.size, MemoryLayout<String?>.size, MemoryLayout<K?>.size)
print(MemoryLayout<Direction>.size, MemoryLayout<One>.size, MemoryLayout<One>.stride, MemoryLayout<(Int8, Int64)>.size)
print(MemoryLayout<P>.size, MemoryLayout<P>.stride, MemoryLayout<P>.alignment, MemoryLayout<Q<Int16>>.size, MemoryLayout<Q<Double>>.stride)
print(MemoryLayout<[Int]>.size, MemoryLayout<K>.size, MemoryLayout<() -> Void>.size, MemoryLayout<Any>.size, MemoryLayout<Character>.size)
func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
print(size(Int32.self), size(P.self), MemoryLayout<Direction?>.size, MemoryLayout<Int??>.size, MemoryLayout<Float>.size)
enum Level: UInt8 { case low = 1, mid, high = 8 }
print(Level.mid.rawValue, Level(rawValue: 8) as Any, Level(rawValue: 3) as Any, type(of: Level.low.rawValue))
enum F: Float { case a = 1.5, b = 2 }
print(F.b.rawValue, F(rawValue: 1.5) as Any)
func sortA<T: Comparable>(_ a: [T], by less: (T, T) -> Bool = (<)) -> [T] { a.sorted(by: less) }
print(sortA([3, 1, 2]) { $0 > $1 })
print(sortA([3, 1, 2]))
func sortB(_ a: [Int], by less: (Int, Int) -> Bool = { $0 < $1 }) -> [Int] { a.sorted(by: less) }
print(sortB([3, 1, 2]) { $0 > $1 })
protocol Greeter { func greet() -> String }
extension Greeter {
    func greet() -> String { "hello" }
    func farewell() -> String { "bye from extension" }
    func both() -> String { greet() + " / " + farewell() + " / " + self.farewell() }
}
struct Fancy: Greeter {
    func greet() -> String { "salutations" }
    func farewell() -> String { "adieu" }
}
print(Fancy().both(), Fancy().farewell())
protocol Sized { static var unit: String { get }; var size: Int { get } }
extension Sized { static var unit: String { "bytes" }; func formatted() -> String { "\(size) \(Self.unit)" } }
struct File: Sized { var size: Int }
struct Disk: Sized { static let unit = "GB"; var size: Int }
print(File(size: 12).formatted(), Disk(size: 512).formatted())

// expect: 8 1 8 16
// expect: 9 16 1 16 8
// expect: 1 0 1 16
// expect: 17 24 8 3 16
// expect: 8 8 16 32 16
// expect: 4 17 1 10 4
// expect: 2 Optional(main.Level.high) nil UInt8
// expect: 2.0 Optional(main.F.a)
// expect: [3, 2, 1]
// expect: [1, 2, 3]
// expect: [3, 2, 1]
// expect: salutations / bye from extension / bye from extension adieu
// expect: 12 bytes 512 GB
