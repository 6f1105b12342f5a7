// Swift book style (Methods and Subscripts): instance, mutating and type methods; instance and type subscripts
struct Stopwatch {
  var laps: [Int] = []
  var elapsed: Int { laps.reduce(0, +) }
  mutating func lap(_ seconds: Int) { laps.append(seconds) }
  mutating func lap(minutes: Int, seconds: Int) { lap(minutes * 60 + seconds) }
  mutating func clear() { self = Stopwatch() }
  func fastest() -> Int? { laps.min() }
}
var watch = Stopwatch()
watch.lap(75)
watch.lap(minutes: 1, seconds: 5)
watch.lap(80)
print(watch.laps, watch.elapsed, watch.fastest()!)
watch.clear()
print(watch.laps, watch.fastest() as Any)

enum Dial {
  case low, medium, high
  mutating func turnUp() {
    switch self {
    case .low: self = .medium
    case .medium, .high: self = .high
    }
  }
}
var dial = Dial.low
dial.turnUp(); print(dial)
dial.turnUp(); dial.turnUp(); print(dial)

class Course {
  static private(set) var enrolled: [String] = []
  class func enroll(_ name: String) -> Bool {
    guard !enrolled.contains(name) else { return false }
    enrolled.append(name)
    return true
  }
  static func roster() -> String { enrolled.sorted().joined(separator: ", ") }
  class var capacity: Int { 30 }
}
class Seminar: Course {
  override class func enroll(_ name: String) -> Bool {
    guard enrolled.count < capacity else { return false }
    return super.enroll(name)
  }
  override class var capacity: Int { 2 }
}
print(Course.enroll("zoe"), Course.enroll("abe"), Course.enroll("zoe"))
print(Seminar.enroll("kim"), Course.roster())

struct Polynomial {
  var coefficients: [Int]   // lowest power first
  subscript(power: Int) -> Int {
    get { power < coefficients.count ? coefficients[power] : 0 }
    set {
      while coefficients.count <= power { coefficients.append(0) }
      coefficients[power] = newValue
    }
  }
  subscript(at x: Int) -> Int {
    coefficients.enumerated().reduce(0) { acc, term in
      var p = 1
      for _ in 0..<term.offset { p *= x }
      return acc + term.element * p
    }
  }
}
var poly = Polynomial(coefficients: [1, 0, 2])
print(poly[2], poly[5], poly[at: 3])
poly[4] = -1
poly[0] += 4
print(poly.coefficients, poly[at: 2])

struct Palette {
  private var colors = ["red": 0xFF0000, "lime": 0x00FF00]
  subscript(name: String) -> String {
    get { colors[name].map { "#" + String($0, radix: 16, uppercase: true) } ?? "unknown" }
    set { colors[name] = Int(newValue.dropFirst(), radix: 16) }
  }
  static subscript(gray level: Int) -> Int { level << 16 | level << 8 | level }
}
var palette = Palette()
palette["navy"] = "#000080"
print(palette["red"], palette["navy"], palette["teal"])
print(String(Palette[gray: 0x80], radix: 16))
// expect: [75, 65, 80] 220 65
// expect: [] nil
// expect: medium
// expect: high
// expect: true true false
// expect: false abe, zoe
// expect: 2 0 19
// expect: [5, 0, 2, 0, -1] -3
// expect: #FF0000 #80 unknown
// expect: 808080
