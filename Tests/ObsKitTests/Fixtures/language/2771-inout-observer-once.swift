// Compiler test style: inout access to an observed or computed property triggers one write-back
func mutateThrice(_ v: inout Int) {
  v += 1
  v += 1
  v += 1
  print("inside mutateThrice v = \(v)")
}

class Meter {
  var reading = 0 {
    willSet { print("willSet reading \(reading) -> \(newValue)") }
    didSet { print("didSet reading \(oldValue) -> \(reading)") }
  }
  private var backing = 100
  var computed: Int {
    get { print("get computed"); return backing }
    set { print("set computed \(newValue)"); backing = newValue }
  }
}

let m = Meter()
mutateThrice(&m.reading)
print("reading = \(m.reading)")
mutateThrice(&m.computed)
m.computed += 5

struct Pair { var a = 0; var b = 0 }
var watched = Pair() {
  didSet { print("global didSet \(oldValue) -> \(watched)") }
}
watched.a = 1
mutateThrice(&watched.b)
// expect: inside mutateThrice v = 3
// expect: willSet reading 0 -> 3
// expect: didSet reading 0 -> 3
// expect: reading = 3
// expect: get computed
// expect: inside mutateThrice v = 103
// expect: set computed 103
// expect: get computed
// expect: set computed 108
// expect: global didSet Pair(a: 0, b: 0) -> Pair(a: 1, b: 0)
// expect: inside mutateThrice v = 3
// expect: global didSet Pair(a: 1, b: 0) -> Pair(a: 1, b: 3)
