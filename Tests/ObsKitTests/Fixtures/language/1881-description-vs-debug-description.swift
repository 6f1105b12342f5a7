// Compiler test style: CustomStringConvertible vs CustomDebugStringConvertible — which text print, debugPrint, interpolation and String(reflecting:) pick
struct OnlyDescription: CustomStringConvertible {
    var description: String { "desc-only" }
}

struct OnlyDebug: CustomDebugStringConvertible {
    let v: Int
    var debugDescription: String { "debug-only(\(v))" }
}

struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "both-plain" }
    var debugDescription: String { "both-debug" }
}

struct Neither {
    let x = 1
    let name = "n"
}

print(OnlyDescription())
debugPrint(OnlyDescription())
print(OnlyDebug(v: 2))
debugPrint(OnlyDebug(v: 2))
print(Both())
debugPrint(Both())
print(Neither())
debugPrint(Neither())

print("interp: \(OnlyDescription()) \(OnlyDebug(v: 3)) \(Both()) \(Neither())")
print(String(describing: Both()), String(reflecting: Both()))
print(String(describing: OnlyDebug(v: 4)), String(reflecting: OnlyDescription()))

// Inside collections and optionals, elements use debugDescription
print([Both(), Both()])
print([OnlyDescription()])
print([OnlyDebug(v: 5)])
let maybe: Both? = Both()
print(maybe as Any)
print(["k": Both()])
print((Both(), 1, "s"))

// Strings and characters: print vs debugPrint escaping
let s = "tab\there \"quoted\""
print(s)
debugPrint(s)
debugPrint(Character("x"), 3, 2.5, true)
print(["a\nb"], ["c": "d"])
debugPrint("multi", "args", separator: "|", terminator: ".\n")
print(1, 2, 3, separator: "-")

// Enums: default descriptions, with and without custom conformance
enum Mode { case fast, slow(Int) }
enum LabeledMode: CustomStringConvertible {
    case on
    var description: String { "LabeledMode.on!" }
}
print(Mode.fast, Mode.slow(3))
debugPrint(Mode.fast, Mode.slow(3))
print([Mode.fast], [LabeledMode.on])
debugPrint(LabeledMode.on)

// Class with description inherited by a subclass
class Animal: CustomStringConvertible {
    var description: String { "Animal(\(type(of: self)))" }
}
class Cat: Animal {}
print(Animal(), Cat())
print("\([Cat()])")

// expect: desc-only
// expect: desc-only
// expect: debug-only(2)
// expect: debug-only(2)
// expect: both-plain
// expect: both-debug
// expect: Neither(x: 1, name: "n")
// expect: main.Neither(x: 1, name: "n")
// expect: interp: desc-only debug-only(3) both-plain Neither(x: 1, name: "n")
// expect: both-plain both-debug
// expect: debug-only(4) desc-only
// expect: [both-debug, both-debug]
// expect: [desc-only]
// expect: [debug-only(5)]
// expect: Optional(both-debug)
// expect: ["k": both-debug]
// expect: (both-debug, 1, "s")
// expect: tab	here "quoted"
// expect: "tab\there \"quoted\""
// expect: "x" 3 2.5 true
// expect: ["a\nb"] ["c": "d"]
// expect: "multi"|"args".
// expect: 1-2-3
// expect: fast slow(3)
// expect: main.Mode.fast main.Mode.slow(3)
// expect: [main.Mode.fast] [LabeledMode.on!]
// expect: LabeledMode.on!
// expect: Animal(Animal) Animal(Cat)
// expect: [Animal(Cat)]
