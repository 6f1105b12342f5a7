// Compiler test style: failable init delegation in structs and enums, init! and optional chains
enum Color {
  case red, green, blue
  init?(code: Character) {
    switch code {
    case "r", "R": self = .red
    case "g", "G": self = .green
    case "b", "B": self = .blue
    default: return nil
    }
  }
  init?(name: String) {
    guard let c = name.first else { return nil }
    self.init(code: c)
  }
}
print(Color(code: "g") as Any, Color(code: "x") as Any)
print(["Blue", "", "gray", "yellow"].map { Color(name: $0) })

struct Range2 {
  let lo: Int, hi: Int
  init?(_ lo: Int, _ hi: Int) {
    if lo > hi { return nil }
    self.lo = lo
    self.hi = hi
  }
  init?(text: String) {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 2 else { return nil }
    self.init(parts[0], parts[1])
  }
  init!(unsafe text: String) {
    self.init(text: text)
  }
  var width: Int { hi - lo }
}
print(Range2(text: "3-9")?.width as Any, Range2(text: "9-3")?.width as Any, Range2(text: "abc")?.width as Any)
let iuo: Range2 = Range2(unsafe: "1-4")
print(iuo.width)
let iuoNil: Range2? = Range2(unsafe: "bad")
print(iuoNil == nil)

enum Level: Int {
  case low = 1, mid = 5, high = 10
  init?(approx v: Int) {
    if let exact = Level(rawValue: v) { self = exact; return }
    if v < 1 { return nil }
    self = v < 5 ? .low : (v < 10 ? .mid : .high)
  }
}
print([0, 1, 3, 7, 50].map { Level(approx: $0).map { "\($0)" } ?? "nil" })

// expect: Optional(main.Color.green) nil
// expect: [Optional(main.Color.blue), nil, Optional(main.Color.green), nil]
// expect: Optional(6) nil nil
// expect: 3
// expect: true
// expect: ["nil", "low", "low", "mid", "high"]
