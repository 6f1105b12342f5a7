// Compiler test style: optional enum values with optional chaining, map/flatMap and nil coalescing
enum Size: Int {
  case small = 1, medium, large
  var bigger: Size? { Size(rawValue: rawValue + 1) }
  var label: String {
    switch self {
    case .small: return "S"
    case .medium: return "M"
    case .large: return "L"
    }
  }
}

let s: Size? = .small
print(s?.bigger?.label ?? "none")
print(s?.bigger?.bigger?.bigger?.label ?? "none")
let m: Size? = nil
print(m?.label ?? "no size")
print(Size(rawValue: 2).map { $0.label } as Any)
print(Size(rawValue: 9).map { $0.label } as Any)
print(Optional(2).flatMap(Size.init(rawValue:)) as Any)
print([1, 5, 3, 0].compactMap(Size.init(rawValue:)).map { $0.label })
if let big = s?.bigger, big != .large {
  print("bigger than small:", big)
}
switch s?.bigger {
case .medium?: print("matched .medium?")
case .some(.large): print("large")
default: print("other")
}
let chain = sequence(first: Size.small) { $0.bigger }
print(chain.map { $0.label }.joined())
print(s == .small, m == nil, m != .large)
// expect: M
// expect: none
// expect: no size
// expect: Optional("M")
// expect: nil
// expect: Optional(main.Size.medium)
// expect: ["S", "L"]
// expect: bigger than small: medium
// expect: matched .medium?
// expect: SML
// expect: true true true
