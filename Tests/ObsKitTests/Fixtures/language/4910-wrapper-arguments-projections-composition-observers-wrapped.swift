// Compiler test style (test/Interpreter/property_wrappers.swift): wrapper arguments, projections, composition and observers on wrapped storage
@propertyWrapper
struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>
  var projectedValue: (clamps: Int, range: ClosedRange<Int>) { (clampCount, range) }
  private var clampCount = 0
  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    if value != wrappedValue { clampCount = 1 }
    print("Clamped.init(\(wrappedValue), \(range)) -> \(value)")
  }
  var wrappedValue: Int {
    get { value }
    set {
      let c = min(max(newValue, range.lowerBound), range.upperBound)
      if c != newValue { clampCount += 1 }
      value = c
    }
  }
}

@propertyWrapper
struct Logged<Value> {
  var storage: Value
  let name: String
  init(wrappedValue: Value, name: String = "anon") {
    storage = wrappedValue
    self.name = name
  }
  var wrappedValue: Value {
    get { print("  [\(name)] read"); return storage }
    set { print("  [\(name)] write \(newValue)"); storage = newValue }
  }
  var projectedValue: Logged<Value> { self }
}

@propertyWrapper
struct Doubled {
  var raw: Int
  init(wrappedValue: Int) { raw = wrappedValue * 2 }
  var wrappedValue: Int {
    get { raw }
    set { raw = newValue * 2 }
  }
}

struct Settings {
  @Clamped(0...10) var volume: Int = 15
  @Clamped(wrappedValue: -5, -3...3) var balance: Int
  @Logged(name: "title") var title = "untitled"
  @Logged var count = 0
  @Logged(name: "combo") @Doubled var combo: Int = 4
}

print("make settings")
var s = Settings()
print(s.volume, s.$volume.clamps, s.$volume.range)
s.volume = -4
s.volume = 7
s.volume += 10
print(s.volume, s.$volume.clamps)
print(s.balance, s.$balance)

print("title:")
s.title += "!"
print(s.title)
print(s.$title.name, s.$count.name)
s.count += 1
print("combo:")
print(s.combo)
s.combo = 5
print(s.combo)

class Observed {
  @Clamped(1...5) var rating: Int = 3 {
    willSet { print("rating willSet \(rating) -> \(newValue)") }
    didSet { print("rating didSet \(oldValue) -> \(rating)") }
  }
  @Logged(name: "note") var note: String = ""
}
let o = Observed()
o.rating = 4
o.rating = 99
print(o.rating, o.$rating.clamps)

func applyDouble(_ x: inout Int) { x *= 2 }
applyDouble(&s.volume)
applyDouble(&o.rating)
print(s.volume, o.rating)

struct Defaults {
  @Doubled var a: Int = 1
  @Doubled var b: Int
}
let d1 = Defaults(b: 3)
let d2 = Defaults(a: 10, b: 20)
print(d1.a, d1.b, d2.a, d2.b)

func localWrapped() {
  @Clamped(0...3) var local: Int = 2
  local += 5
  print("local", local, $local.clamps)
}
localWrapped()

// expect: make settings
// expect: Clamped.init(15, 0...10) -> 10
// expect: Clamped.init(-5, -3...3) -> -3
// expect: 10 1 0...10
// expect: 10 3
// expect: -3 (clamps: 1, range: ClosedRange(-3...3))
// expect: title:
// expect:   [title] read
// expect:   [title] write untitled!
// expect:   [title] read
// expect: untitled!
// expect: title anon
// expect:   [anon] read
// expect:   [anon] write 1
// expect: combo:
// expect:   [combo] read
// expect: 8
// expect:   [combo] read
// expect:   [combo] write Doubled(raw: 10)
// expect:   [combo] read
// expect: 10
// expect: Clamped.init(3, 1...5) -> 3
// expect: rating willSet 3 -> 4
// expect: rating didSet 3 -> 4
// expect: rating willSet 4 -> 99
// expect: rating didSet 4 -> 5
// expect: 5 1
// expect: rating willSet 5 -> 10
// expect: rating didSet 5 -> 5
// expect: 10 5
// expect: 2 6 20 40
// expect: Clamped.init(2, 0...3) -> 2
// expect: local 3 1
