// Apple docs style (type(of:) / String(describing:) / String(reflecting:)): dynamic types and descriptions
class Smiley {
    class var text: String { ":)" }
    func greet() -> String { "hello \(type(of: self).text)" }
}
class EmojiSmiley: Smiley {
    override class var text: String { "😀" }
}

func printSmileyInfo(_ value: Smiley) {
    let smileyType = type(of: value)
    print("Smile!", smileyType.text)
}
let emojiSmiley = EmojiSmiley()
printSmileyInfo(emojiSmiley)
printSmileyInfo(Smiley())
print("greet:", emojiSmiley.greet())

let count: Int = 5
print("type(of: count):", type(of: count))
let anyValues: [Any] = [1, "two", 3.0, [4], (5, "six"), Optional(7) as Any, Smiley()]
for v in anyValues {
    print("\(type(of: v))")
}

struct Point { var x = 1, y = 2 }
enum Mode { case fast, slow }
print("describing:", String(describing: Point()), String(describing: Mode.fast))
print("reflecting:", String(reflecting: Point()), String(reflecting: Mode.fast))
print("describing type:", String(describing: Point.self), "reflecting type:", String(reflecting: Point.self))
print("string values:", String(describing: "hi"), String(reflecting: "hi"))
print("nested generic:", type(of: [String: [Int]]()), type(of: Set<Character>()))
print("function type:", type(of: { (a: Int) -> String in "\(a)" }))

let base: Smiley = EmojiSmiley()
print("static vs dynamic:", Smiley.self == type(of: base), EmojiSmiley.self == type(of: base))
print("is checks:", base is EmojiSmiley, base is Smiley)
if let e = base as? EmojiSmiley { print("downcast ok:", type(of: e)) }

func describeGeneric<T>(_ value: T) -> String {
    "static T = \(T.self), dynamic = \(type(of: value))"
}
print(describeGeneric(42))
print(describeGeneric(base))
print(describeGeneric(anyValues[1]))

let metatype: Any.Type = Int.self
print("metatype:", metatype, metatype == Int.self)
let typeName = String(describing: type(of: Mode.slow))
print("type name length:", typeName, typeName.count)
print("optional types:", type(of: Optional(1)), type(of: Int?.none))
print("tuple type:", type(of: (1, "a", true)))
print("slice type:", type(of: [1, 2, 3][1...]), type(of: "abc".dropFirst()))
// expect: Smile! 😀
// expect: Smile! :)
// expect: greet: hello 😀
// expect: type(of: count): Int
// expect: Int
// expect: String
// expect: Double
// expect: Array<Int>
// expect: (Int, String)
// expect: Optional<Int>
// expect: Smiley
// expect: describing: Point(x: 1, y: 2) fast
// expect: reflecting: main.Point(x: 1, y: 2) main.Mode.fast
// expect: describing type: Point reflecting type: main.Point
// expect: string values: hi "hi"
// expect: nested generic: Dictionary<String, Array<Int>> Set<Character>
// expect: function type: (Int) -> String
// expect: static vs dynamic: false true
// expect: is checks: true true
// expect: downcast ok: EmojiSmiley
// expect: static T = Int, dynamic = Int
// expect: static T = Smiley, dynamic = EmojiSmiley
// expect: static T = Any, dynamic = Any
// expect: metatype: Int true
// expect: type name length: Mode 4
// expect: optional types: Optional<Int> Optional<Int>
// expect: tuple type: (Int, String, Bool)
// expect: slice type: ArraySlice<Int> Substring
