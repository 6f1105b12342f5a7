// Compiler test style: failable convenience inits delegating to failable designated inits, and init!
class Temperature {
  let kelvin: Double
  init?(kelvin: Double) {
    if kelvin < 0 { print("rejecting \(kelvin)K"); return nil }
    self.kelvin = kelvin
  }
  convenience init?(celsius: Double) {
    print("converting \(celsius)C")
    self.init(kelvin: celsius + 273.0)
    print("convenience succeeded")
  }
  convenience init!(text: String) {
    guard let v = Double(text) else { return nil }
    self.init(kelvin: v)
  }
  deinit { print("deinit \(kelvin)K") }
}

print(Temperature(celsius: 27)?.kelvin as Any)
print(Temperature(celsius: -300)?.kelvin as Any)
let forced: Temperature! = Temperature(text: "5")
print(forced.kelvin)
let bad: Temperature? = Temperature(text: "abc")
print(bad == nil)

struct Even {
  let value: Int
  init?(_ v: Int) {
    guard v % 2 == 0 else { return nil }
    value = v
  }
  init?(half v: Int) {
    self.init(v * 2)
  }
  init?(string: String) {
    guard let n = Int(string) else { return nil }
    self.init(n)
  }
}
print(Even(4)?.value as Any, Even(5)?.value as Any, Even(half: 5)?.value as Any)
print(Even(string: "8")?.value as Any, Even(string: "7")?.value as Any)
// expect: converting 27.0C
// expect: convenience succeeded
// expect: deinit 300.0K
// expect: Optional(300.0)
// expect: converting -300.0C
// expect: rejecting -27.0K
// expect: nil
// expect: 5.0
// expect: true
// expect: Optional(4) nil Optional(10)
// expect: Optional(8) nil
