// Compiler test style: how enums print: default reflection, CustomStringConvertible, debugPrint, nested in collections and optionals
enum Color: String {
  case red, green, blue
}
enum Planet: Int {
  case mercury = 1, venus, earth
}
enum Coin: CustomStringConvertible {
  case penny, nickel, dime
  var description: String {
    switch self {
    case .penny: return "1c"
    case .nickel: return "5c"
    case .dime: return "10c"
    }
  }
}
enum Message {
  case text(String)
  case ping
  case coords(lat: Int, lon: Int)
  case nested(Color?, [Int])
}
enum Loud: CustomDebugStringConvertible {
  case yes
  var debugDescription: String { "Loud.YES" }
}

print(Color.red, Planet.earth, Coin.dime)
print("\(Color.green) \(Planet.venus) \(Coin.nickel)")
print([Color.red, .blue])
print([Coin.penny, .dime])
print(Optional(Color.blue) as Any, Optional(Coin.penny) as Any)
print(Message.text("hi"), Message.ping)
print(Message.coords(lat: 10, lon: -20))
print(Message.nested(.red, [1, 2]), Message.nested(nil, []))
print([Message.ping, .text("a\"b")])
debugPrint(Color.red)
debugPrint(Coin.dime)
debugPrint(Message.text("x"))
print(Loud.yes, [Loud.yes])
print(String(describing: Planet.mercury), String(reflecting: Planet.mercury))
print(String(describing: Coin.penny), String(reflecting: Coin.penny))
let dict: [Color: Coin] = [.red: .dime, .blue: .penny]
print(dict.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)->\($0.value)" })
let pair = (Color.green, Message.coords(lat: 1, lon: 2))
print(pair)

// expect: red earth 10c
// expect: green venus 5c
// expect: [main.Color.red, main.Color.blue]
// expect: [1c, 10c]
// expect: Optional(main.Color.blue) Optional(1c)
// expect: text("hi") ping
// expect: coords(lat: 10, lon: -20)
// expect: nested(Optional(main.Color.red), [1, 2]) nested(nil, [])
// expect: [main.Message.ping, main.Message.text("a\"b")]
// expect: main.Color.red
// expect: 10c
// expect: main.Message.text("x")
// expect: Loud.YES [Loud.YES]
// expect: mercury main.Planet.mercury
// expect: 1c 1c
// expect: ["blue->1c", "red->10c"]
// expect: (main.Color.green, main.Message.coords(lat: 1, lon: 2))
