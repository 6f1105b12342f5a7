// Swift book style (Properties): stored, lazy, computed, observers, property wrappers and type properties
import Foundation

@propertyWrapper
struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>
  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
}

@propertyWrapper
struct Trimmed {
  private var text = ""
  private(set) var projectedValue = 0   // number of times assigned
  var wrappedValue: String {
    get { text }
    set { text = newValue.trimmingCharacters(in: .whitespaces); projectedValue += 1 }
  }
  init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

class FontCache {
  let family: String
  init(family: String) { self.family = family; print("FontCache loaded for \(family)") }
}

struct Thermostat {
  @Clamped(10...30) var target: Int = 21
  @Trimmed var label: String = "  hall  "
  var current: Double = 18.0 {
    willSet { print("current will become \(newValue)") }
    didSet {
      if current > oldValue { print("warmer by \(current - oldValue)") }
      else { print("cooler by \(oldValue - current)") }
    }
  }
  var fahrenheit: Double {
    get { current * 9 / 5 + 32 }
    set { current = (newValue - 32) * 5 / 9 }
  }
  static var made = 0
  static let maxTarget = 30
}

var t = Thermostat()
print(t.target, "[\(t.label)]", t.$label)
t.target = 45
print(t.target)
t.target = -3
print(t.target)
t.label = " kitchen "
print("[\(t.label)]", t.$label)
t.current = 20.5
t.fahrenheit = 50
print(t.current, t.fahrenheit)
Thermostat.made += 1
print(Thermostat.made, Thermostat.maxTarget)

final class Document {
  lazy var fonts = FontCache(family: "Serif")
  var paragraphs: [String] = []
}
let doc = Document()
doc.paragraphs.append("intro")
print("paragraphs:", doc.paragraphs.count)
print(doc.fonts.family)
print(doc.fonts.family)

struct Rect {
  var origin = (x: 0.0, y: 0.0)
  var size = (w: 4.0, h: 2.0)
  var center: (x: Double, y: Double) {
    get { (origin.x + size.w / 2, origin.y + size.h / 2) }
    set { origin = (newValue.x - size.w / 2, newValue.y - size.h / 2) }
  }
  var area: Double { size.w * size.h }
}
var r = Rect()
print(r.center, r.area)
r.center = (10, 10)
print(r.origin)
// expect: 21 [hall] 1
// expect: 30
// expect: 10
// expect: [kitchen] 2
// expect: current will become 20.5
// expect: warmer by 2.5
// expect: current will become 10.0
// expect: cooler by 10.5
// expect: 10.0 50.0
// expect: 1 30
// expect: paragraphs: 1
// expect: FontCache loaded for Serif
// expect: Serif
// expect: Serif
// expect: (x: 2.0, y: 1.0) 8.0
// expect: (x: 8.0, y: 9.0)
