// A generic type's parameter used in its static members when called as Counter<Int>.note(): T.self in static
// computed properties and methods, static members named without the type or through Self, a static method returning
// Counter<T>, a class's class func, and a static method taken as a function value.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
enum Registry { static var perType: [String: Int] = [:] }
struct Counter<T> {
    static var name: String { "\(T.self)" }
    static var hits: Int { Registry.perType[name, default: 0] }
    static func note() { Registry.perType["\(T.self)", default: 0] += 1 }
    static func noteTwice() { note(); Self.note() }
    static func make() -> Counter<T> { Counter<T>() }
    static func describeSelf() -> String { "\(self) \(Self.self)" }
    func instanceName() -> String { Self.name + "/" + "\(T.self)" }
}
print(Counter<Int>.name, Counter<String>.name)
Counter<Int>.note(); Counter<String>.noteTwice(); Counter<Int>.note()
print(Counter<Int>.hits, Counter<String>.hits, Counter<Double>.hits)
print(type(of: Counter<[Int]>.make()), Counter<Bool>.describeSelf())
print(Counter<Int>().instanceName(), Counter<Int>.make().instanceName())
struct Pair<A, B> {
    static func names() -> [String] { ["\(A.self)", "\(B.self)"] }
    static var zero: (A?, B?) { (nil, nil) }
}
print(Pair<Int, String>.names(), Pair<Double, Pair<Int, Int>>.names())
class Box<T> {
    class func kind() -> String { "box of \(T.self)" }
    static func build() -> String { kind() + "!" }
}
print(Box<Int>.kind(), Box<String>.build())
let f = Counter<Float>.note
f()
print(Counter<Float>.hits)

// expect: Int String
// expect: 2 2 0
// expect: Counter<Array<Int>> Counter<Bool> Counter<Bool>
// expect: Int/Int Int/Int
// expect: ["Int", "String"] ["Double", "Pair<Int, Int>"]
// expect: box of Int box of String!
// expect: 1
