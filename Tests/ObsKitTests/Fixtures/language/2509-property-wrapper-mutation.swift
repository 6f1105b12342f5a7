// Compiler test style: property wrappers: wrappedValue setters on assignment, compound ops and inout
@propertyWrapper
struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>
  var setCount = 0
  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }
  var wrappedValue: Int {
    get { return value }
    set {
      setCount += 1
      value = min(max(newValue, range.lowerBound), range.upperBound)
    }
  }
  var projectedValue: Clamped {
    get { return self }
    set { self = newValue }
  }
}

struct Mixer {
  @Clamped(0...10) var volume: Int = 5
  @Clamped(-3...3) var balance: Int = 9
}

func nudge(_ x: inout Int, by d: Int) { x += d; x += d }

var mixer = Mixer()
print("initial:", mixer.volume, mixer.balance)
mixer.volume = 50
print("after assign:", mixer.volume, "sets:", mixer.$volume.setCount)
mixer.volume -= 4
print("after compound:", mixer.volume, "sets:", mixer.$volume.setCount)
nudge(&mixer.balance, by: -2)
print("after inout:", mixer.balance, "sets:", mixer.$balance.setCount)

var copy = mixer
copy.volume = 0
print("copy:", copy.volume, "original:", mixer.volume)

mixer.$volume.wrappedValue = 100
print("via projection:", mixer.volume, mixer.$volume.range, mixer.$volume.setCount)

var mixers = [mixer, copy]
mixers[1].balance += 1
for i in mixers.indices { mixers[i].volume += 1 }
print(mixers.map { "\($0.volume)/\($0.balance)" })
// expect: initial: 5 3
// expect: after assign: 10 sets: 1
// expect: after compound: 6 sets: 2
// expect: after inout: -1 sets: 1
// expect: copy: 0 original: 6
// expect: via projection: 10 0...10 3
// expect: ["10/-1", "1/0"]
