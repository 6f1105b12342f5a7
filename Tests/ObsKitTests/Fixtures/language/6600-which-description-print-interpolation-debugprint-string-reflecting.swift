// Swift by Sundell style (CustomStringConvertible vs CustomDebugStringConvertible): which description print, interpolation, debugPrint, String(reflecting:) and arrays use
struct Temperature {
    let celsius: Double
}

extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}

extension Temperature: CustomDebugStringConvertible {
    var debugDescription: String { "Temperature(celsius: \(celsius))" }
}

struct Tag: CustomStringConvertible {
    let name: String
    var description: String { "#" + name }
}

struct Token: CustomDebugStringConvertible {
    let text: String
    var debugDescription: String { "<token \(text)>" }
}

let t = Temperature(celsius: 21.5)
print(t)
print("It is \(t) outside")
debugPrint(t)
print(String(describing: t))
print(String(reflecting: t))
print([t, Temperature(celsius: -3)])
print(Optional(t) as Any)
print(["now": t])

let tags = [Tag(name: "swift"), Tag(name: "linux")]
print(tags)
print("tags: \(tags)")
print(tags.map(\.description).joined(separator: " "))
debugPrint(tags)

let tok = Token(text: "let")
print(tok)
print("\(tok)")
print([tok])
debugPrint(tok)

let pair = (t, Tag(name: "x"))
print(pair)
print(Optional(Tag(name: "maybe")) as Any)
print(String(describing: Optional(tok)))

// expect: 21.5°C
// expect: It is 21.5°C outside
// expect: Temperature(celsius: 21.5)
// expect: 21.5°C
// expect: Temperature(celsius: 21.5)
// expect: [Temperature(celsius: 21.5), Temperature(celsius: -3.0)]
// expect: Optional(Temperature(celsius: 21.5))
// expect: ["now": Temperature(celsius: 21.5)]
// expect: [#swift, #linux]
// expect: tags: [#swift, #linux]
// expect: #swift #linux
// expect: [#swift, #linux]
// expect: <token let>
// expect: <token let>
// expect: [<token let>]
// expect: <token let>
// expect: (Temperature(celsius: 21.5), #x)
// expect: Optional(#maybe)
// expect: Optional(<token let>)
