// Swift book style (Extensions and Protocols): computed extensions, protocol requirements, delegation, composition
extension Int {
  var minutes: Int { self * 60 }
  var hours: Int { self * 3_600 }
  func repeated(_ body: (Int) -> Void) { for i in 0..<self { body(i) } }
  mutating func halve() { self /= 2 }
  var digitsReversed: [Int] {
    var n = Swift.abs(self), out: [Int] = []
    repeat { out.append(n % 10); n /= 10 } while n > 0
    return out
  }
  enum Parity { case even, odd }
  var parity: Parity { self % 2 == 0 ? .even : .odd }
}
let workout = 1.hours + 15.minutes + 30
print("workout lasts \(workout) seconds")
3.repeated { print("rep \($0 + 1)") }
var crowd = 91
crowd.halve()
print(crowd, 9042.digitsReversed, (-70).digitsReversed)
print([4, 7, 0].map { "\($0.parity)" })

extension String {
  init(bullets items: [String]) { self = items.map { "• " + $0 }.joined(separator: "\n") }
  var isPalindrome: Bool { let l = lowercased().filter(\.isLetter); return l == String(l.reversed()) }
}
print(String(bullets: ["milk", "eggs"]))
print("Never odd or even".isPalindrome, "Swift".isPalindrome)

protocol Identified { var id: String { get } }
protocol Chargeable { mutating func charge(_ amount: Int) -> Bool }
protocol KettleDelegate: AnyObject {
  func kettleDidStart(_ kettle: Kettle)
  func kettle(_ kettle: Kettle, reached temperature: Int)
}

struct Wallet: Identified, Chargeable {
  let id: String
  var funds: Int
  mutating func charge(_ amount: Int) -> Bool {
    guard amount <= funds else { return false }
    funds -= amount
    return true
  }
}

class Kettle {
  weak var delegate: KettleDelegate?
  private(set) var temperature = 20
  func boil(step: Int) {
    delegate?.kettleDidStart(self)
    while temperature < 100 {
      temperature = min(100, temperature + step)
      delegate?.kettle(self, reached: temperature)
    }
  }
}
class KitchenDisplay: KettleDelegate {
  var readings: [Int] = []
  func kettleDidStart(_ kettle: Kettle) { print("kettle on") }
  func kettle(_ kettle: Kettle, reached temperature: Int) { readings.append(temperature) }
}
let display = KitchenDisplay()
let kettle = Kettle()
kettle.delegate = display
kettle.boil(step: 30)
print(display.readings)

extension Kettle: Identified { var id: String { "kettle-\(temperature)" } }
func labels(_ things: [any Identified]) -> [String] { things.map(\.id) }
print(labels([Wallet(id: "w1", funds: 5), kettle]))

func pay(_ payer: inout some Identified & Chargeable, _ amount: Int) -> String {
  let ok = payer.charge(amount)
  return "\(payer.id) paid \(amount)? \(ok)"
}
var w = Wallet(id: "w2", funds: 50)
print(pay(&w, 30), pay(&w, 30), w.funds)
print(kettle is Identified, (w as Any) is Chargeable, (display as Any) is Identified)
// expect: workout lasts 4530 seconds
// expect: rep 1
// expect: rep 2
// expect: rep 3
// expect: 45 [2, 4, 0, 9] [0, 7]
// expect: ["even", "odd", "even"]
// expect: • milk
// expect: • eggs
// expect: true false
// expect: kettle on
// expect: [50, 80, 100]
// expect: ["w1", "kettle-100"]
// expect: w2 paid 30? true w2 paid 30? false 20
// expect: true true false
