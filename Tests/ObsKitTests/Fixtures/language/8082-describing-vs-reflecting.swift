// Compiler test style: String(describing:) vs String(reflecting:) with CustomStringConvertible and CustomDebugStringConvertible
struct Plain { var a = 1; var b = "s" }
struct OnlyDesc: CustomStringConvertible { var description: String { "OnlyDesc!" } }
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { "OnlyDebug?" } }
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "both-desc" }
    var debugDescription: String { "both-debug" }
}
enum E { case one, two(Int) }
enum RawE: String { case alpha = "A" }
struct Gen<T> { var t: T }

func row(_ label: String, _ v: Any) {
    print(label + ":", String(describing: v), "||", String(reflecting: v))
}

row("Plain", Plain())
row("OnlyDesc", OnlyDesc())
row("OnlyDebug", OnlyDebug())
row("Both", Both())
row("E.one", E.one)
row("E.two", E.two(5))
row("RawE", RawE.alpha)
row("String", "hi\n")
row("Character", Character("x"))
row("Int", 42)
row("Double", 2.0)
row("Bool", false)
row("Optional", Optional(3) as Any)
row("Opt Both", Optional(Both()) as Any)
row("Array", ["a", "b"])
row("Array Both", [Both()])
row("Array OnlyDesc", [OnlyDesc()])
row("Dict", [1: "x"])
row("Tuple", (Both(), "s"))
row("Gen", Gen(t: "x"))
row("Gen<Both>", Gen(t: Both()))
row("Range", 1..<4)
row("ClosedRange", "a"..."c")
row("Metatype", Plain.self)
row("Generic metatype", Gen<Int>.self)
row("Substring", "hello".dropFirst())
row("Unicode.Scalar", Unicode.Scalar(65)!)

// Interpolation uses description; debugDescription only via debugPrint/reflecting
let b = Both()
print("\(b)", "\(String(reflecting: b))", "\([b])")
debugPrint(b)
print(OnlyDebug())
print([OnlyDebug()])

// description on a class subclass override
class Animal: CustomStringConvertible {
    var description: String { "Animal" }
}
class Cat: Animal {
    override var description: String { "Cat(" + super.description + ")" }
}
let a: Animal = Cat()
print(a, String(describing: a), [a])
print(String(describing: type(of: a)), String(reflecting: type(of: a)))

// expect: Plain: Plain(a: 1, b: "s") || main.Plain(a: 1, b: "s")
// expect: OnlyDesc: OnlyDesc! || OnlyDesc!
// expect: OnlyDebug: OnlyDebug? || OnlyDebug?
// expect: Both: both-desc || both-debug
// expect: E.one: one || main.E.one
// expect: E.two: two(5) || main.E.two(5)
// expect: RawE: alpha || main.RawE.alpha
// expect: String: hi
// expect:  || "hi\n"
// expect: Character: x || "x"
// expect: Int: 42 || 42
// expect: Double: 2.0 || 2.0
// expect: Bool: false || false
// expect: Optional: Optional(3) || Optional(3)
// expect: Opt Both: Optional(both-debug) || Optional(both-debug)
// expect: Array: ["a", "b"] || ["a", "b"]
// expect: Array Both: [both-debug] || [both-debug]
// expect: Array OnlyDesc: [OnlyDesc!] || [OnlyDesc!]
// expect: Dict: [1: "x"] || [1: "x"]
// expect: Tuple: (both-debug, "s") || (both-debug, "s")
// expect: Gen: Gen<String>(t: "x") || main.Gen<Swift.String>(t: "x")
// expect: Gen<Both>: Gen<Both>(t: both-debug) || main.Gen<main.Both>(t: both-debug)
// expect: Range: 1..<4 || Range(1..<4)
// expect: ClosedRange: a...c || ClosedRange("a"..."c")
// expect: Metatype: Plain || main.Plain
// expect: Generic metatype: Gen<Int> || main.Gen<Swift.Int>
// expect: Substring: ello || "ello"
// expect: Unicode.Scalar: A || "A"
// expect: both-desc both-debug [both-debug]
// expect: both-debug
// expect: OnlyDebug?
// expect: [OnlyDebug?]
// expect: Cat(Animal) Cat(Animal) [Cat(Animal)]
// expect: Cat main.Cat
