// Swift book style (Closures): closure syntax forms, capturing values, escaping and autoclosures
let rivers = ["Nile", "Amazon", "Danube", "Volga", "Po"]

func longerFirst(_ a: String, _ b: String) -> Bool {
  a.count > b.count || (a.count == b.count && a < b)
}
print(rivers.sorted(by: longerFirst))
print(rivers.sorted(by: { (a: String, b: String) -> Bool in return a < b }))
print(rivers.sorted { $0.last! < $1.last! || ($0.last! == $1.last! && $0 < $1) })
print(rivers.sorted(by: >))

let romanDigits: [Int: String] = [1: "I", 4: "IV", 5: "V", 9: "IX", 10: "X", 40: "XL", 50: "L"]
let years = [3, 14, 49, 27]
let roman = years.map { value -> String in
  var rest = value
  var text = ""
  for unit in romanDigits.keys.sorted(by: >) {
    while rest >= unit {
      text += romanDigits[unit]!
      rest -= unit
    }
  }
  return text
}
print(roman)

func makeStepper(step: Int) -> () -> Int {
  var position = 0
  func advance() -> Int {
    position += step
    return position
  }
  return advance
}
let byThree = makeStepper(step: 3)
let byFive = makeStepper(step: 5)
print(byThree(), byThree(), byFive(), byThree())
let sameStepper = byThree
print(sameStepper(), byThree())

var pendingJobs: [() -> Void] = []
func schedule(_ job: @escaping () -> Void) { pendingJobs.append(job) }
func runImmediately(_ job: () -> Void) { job() }

class Lamp {
  var brightness = 1
  func configure() {
    schedule { self.brightness = 9 }
    runImmediately { brightness = 5 }
  }
}
let lamp = Lamp()
lamp.configure()
print(lamp.brightness)
pendingJobs.forEach { $0() }
print(lamp.brightness)

var waiting = ["Maya", "Tomas", "Keiko"]
let callNext = { waiting.removeFirst() }
print(waiting.count)
print("Calling \(callNext())")
print(waiting.count)

func announce(_ who: @autoclosure () -> String) {
  print("Next up: \(who())")
}
announce(waiting.removeFirst())
print(waiting)

func debugLog(_ on: Bool, _ text: @autoclosure () -> String) {
  if on { print("debug:", text()) }
}
var builds = 0
debugLog(false, { builds += 1; return "never built" }())
debugLog(true, "builds so far = \(builds)")
let total = years.reduce(0) { partial, y in partial + y }
print(total, years.filter { $0 % 2 == 1 }, years.contains(where: { $0 > 40 }))
// expect: ["Amazon", "Danube", "Volga", "Nile", "Po"]
// expect: ["Amazon", "Danube", "Nile", "Po", "Volga"]
// expect: ["Volga", "Danube", "Nile", "Amazon", "Po"]
// expect: ["Volga", "Po", "Nile", "Danube", "Amazon"]
// expect: ["III", "XIV", "XLIX", "XXVII"]
// expect: 3 6 5 9
// expect: 12 15
// expect: 5
// expect: 9
// expect: 3
// expect: Calling Maya
// expect: 2
// expect: Next up: Tomas
// expect: ["Keiko"]
// expect: debug: builds so far = 0
// expect: 93 [3, 49, 27] true
