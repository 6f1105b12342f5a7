// The Basics: print with separator and terminator, debugPrint, String(describing:), String(reflecting:), dump of a struct.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Size { var w: Int; var h: Int }
enum Mode { case light, dark }
final class Tag { let text = "hot" }
print(1, 2, 3, separator: "-")
print("a", "b", separator: "", terminator: "!\n")
for i in 1...3 { print(i, terminator: i < 3 ? ", " : "\n") }
debugPrint("quoted", 5, "tab\there")
print(["x", "y"], [1: "one"])
debugPrint(["x", "y"])
print(String(describing: Size(w: 2, h: 3)))
print(String(reflecting: Size(w: 2, h: 3)))
print(Mode.dark, String(reflecting: Mode.light))
print(Tag(), String(describing: Tag.self))
print(Size.self, type(of: Mode.dark), Int.self)
let optionalSize: Size? = Size(w: 1, h: 1)
print(optionalSize as Any)
print("Character:", Character("é"), "String:", "é")
print((1, "two", 3.0), ())
dump(Size(w: 5, h: 6))
dump(["k": 1])
print()
print("end")

// expect: 1-2-3
// expect: ab!
// expect: 1, 2, 3
// expect: "quoted" 5 "tab\there"
// expect: ["x", "y"] [1: "one"]
// expect: ["x", "y"]
// expect: Size(w: 2, h: 3)
// expect: main.Size(w: 2, h: 3)
// expect: dark main.Mode.light
// expect: main.Tag Tag
// expect: Size Mode Int
// expect: Optional(main.Size(w: 1, h: 1))
// expect: Character: é String: é
// expect: (1, "two", 3.0) ()
// expect: ▿ main.Size
// expect:   - w: 5
// expect:   - h: 6
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect:
// expect: end
