// Compiler test style: existentials with Self/associated-type requirements opened by generic calls
protocol Reading: Equatable {
  associatedtype Unit
  var raw: Int { get }
  func converted() -> Unit
}
struct Celsius: Reading { var raw: Int; func converted() -> Int { raw * 9 / 5 + 32 } }
struct Percent: Reading { var raw: Int; func converted() -> String { "\(raw)%" } }

func convertedText<R: Reading>(_ r: R) -> String { "\(R.self)->\(r.converted())" }

func isSame<R: Reading>(_ a: R, _ b: any Reading) -> Bool {
  guard let b = b as? R else { return false }
  return a == b
}

func equalReadings(_ a: any Reading, _ b: any Reading) -> Bool {
  isSame(a, b)
}

func unitType<R: Reading>(_ r: R) -> Any.Type { R.Unit.self }

let readings: [any Reading] = [Celsius(raw: 100), Percent(raw: 42), Celsius(raw: -40), Percent(raw: 42)]
for r in readings {
  print(convertedText(r), unitType(r))
}
print(equalReadings(readings[1], readings[3]))
print(equalReadings(readings[0], readings[2]))
print(equalReadings(readings[0], readings[1]))
print(readings.map { $0.raw }.reduce(0, +))

let opened: any Reading = Celsius(raw: 0)
let value = opened.converted()
print(type(of: value), value)
let maybe: (any Reading)? = Percent(raw: 7)
if let m = maybe { print(convertedText(m)) }
// expect: Celsius->212 Int
// expect: Percent->42% String
// expect: Celsius->-40 Int
// expect: Percent->42% String
// expect: true
// expect: false
// expect: false
// expect: 144
// expect: Int 32
// expect: Percent->7%
