// Compiler test style: inout on computed properties is copy-in copy-out: one get, one set, after the callee returns
struct Temperature {
  private var kelvinTimes10 = 2731
  var celsius: Int {
    get {
      print("  get celsius")
      return (kelvinTimes10 - 2731) / 10
    }
    set {
      print("  set celsius \(newValue)")
      kelvinTimes10 = newValue * 10 + 2731
    }
  }
}

func warm(_ degrees: inout Int, steps: Int) {
  for step in 1...steps {
    degrees += step
    print("  step \(step): \(degrees)")
  }
}

final class Room {
  var temp = Temperature() {
    willSet { print("  Room.temp willSet") }
    didSet { print("  Room.temp didSet") }
  }
}

var t = Temperature()
print("local computed:")
warm(&t.celsius, steps: 3)
print("celsius:", t.celsius)

let room = Room()
print("class stored -> computed:")
warm(&room.temp.celsius, steps: 2)

print("nested inout forwarding:")
func outer(_ x: inout Int) { inner(&x); x *= 10 }
func inner(_ x: inout Int) { x += 1 }
outer(&t.celsius)
print("done:", t.celsius)
// expect: local computed:
// expect:   get celsius
// expect:   step 1: 1
// expect:   step 2: 3
// expect:   step 3: 6
// expect:   set celsius 6
// expect:   get celsius
// expect: celsius: 6
// expect: class stored -> computed:
// expect:   get celsius
// expect:   step 1: 1
// expect:   step 2: 3
// expect:   set celsius 3
// expect:   Room.temp willSet
// expect:   Room.temp didSet
// expect: nested inout forwarding:
// expect:   get celsius
// expect:   set celsius 70
// expect:   get celsius
// expect: done: 70
