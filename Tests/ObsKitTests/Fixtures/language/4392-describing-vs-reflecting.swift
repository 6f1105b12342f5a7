// Compiler test style: String(describing:) vs String(reflecting:) across conformances

struct Plain {
    var x: Int
    var name: String
}

struct OnlyDesc: CustomStringConvertible {
    var v: Int
    var description: String { "OnlyDesc(\(v))" }
}

struct OnlyDebug: CustomDebugStringConvertible {
    var v: Int
    var debugDescription: String { "OnlyDebug<debug \(v)>" }
}

struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var v: Int
    var description: String { "Both(\(v))" }
    var debugDescription: String { "Both<debug \(v)>" }
}

let p = Plain(x: 1, name: "n")
print(String(describing: p))
print(String(reflecting: p))
print(p)
debugPrint(p)

let od = OnlyDesc(v: 2)
print(String(describing: od))
print(String(reflecting: od))
print(od)
debugPrint(od)

let odb = OnlyDebug(v: 3)
print(String(describing: odb))
print(String(reflecting: odb))
print(odb)
debugPrint(odb)

let both = Both(v: 4)
print(String(describing: both))
print(String(reflecting: both))
print(both)
debugPrint(both)

// In collections, elements use debugDescription
print([od])
print([odb])
print([both])
print([p])

// In string interpolation
print("interp: \(od) \(odb) \(both)")

// Optionals wrap
let maybe: Both? = Both(v: 5)
print(String(describing: maybe))
print(String(reflecting: maybe))

// Strings themselves
print(String(describing: "str"))
print(String(reflecting: "str"))
print(String(describing: 12))
print(String(reflecting: 12))
print(String(describing: 1.25))
print(String(reflecting: 1.25))

// Tuples containing them
print((od, both))
print(String(describing: (1, "a")))
print(String(reflecting: (1, "a")))

// expect: Plain(x: 1, name: "n")
// expect: main.Plain(x: 1, name: "n")
// expect: Plain(x: 1, name: "n")
// expect: main.Plain(x: 1, name: "n")
// expect: OnlyDesc(2)
// expect: OnlyDesc(2)
// expect: OnlyDesc(2)
// expect: OnlyDesc(2)
// expect: OnlyDebug<debug 3>
// expect: OnlyDebug<debug 3>
// expect: OnlyDebug<debug 3>
// expect: OnlyDebug<debug 3>
// expect: Both(4)
// expect: Both<debug 4>
// expect: Both(4)
// expect: Both<debug 4>
// expect: [OnlyDesc(2)]
// expect: [OnlyDebug<debug 3>]
// expect: [Both<debug 4>]
// expect: [main.Plain(x: 1, name: "n")]
// expect: interp: OnlyDesc(2) OnlyDebug<debug 3> Both(4)
// expect: Optional(Both<debug 5>)
// expect: Optional(Both<debug 5>)
// expect: str
// expect: "str"
// expect: 12
// expect: 12
// expect: 1.25
// expect: 1.25
// expect: (OnlyDesc(2), Both<debug 4>)
// expect: (1, "a")
// expect: (1, "a")
