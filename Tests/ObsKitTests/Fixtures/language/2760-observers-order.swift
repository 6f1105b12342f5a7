// Compiler test style: willSet/didSet order, oldValue/newValue, and no observers during init
class Thermostat {
  var target: Int = 20 {
    willSet { print("willSet target: \(target) -> \(newValue)") }
    didSet { print("didSet target: \(oldValue) -> \(target)") }
  }
  var mode = "off" {
    didSet(previous) {
      print("mode changed from \(previous) to \(mode)")
      if mode == "boost" { target += 5 }
    }
  }
  init(target: Int) {
    self.target = target
    self.mode = "init"
    print("init finished, target \(self.target), mode \(mode)")
  }
}

let t = Thermostat(target: 18)
t.target = 21
t.target += 1
t.mode = "boost"
print("final target \(t.target)")
let same = t.target
t.target = same
// expect: init finished, target 18, mode init
// expect: willSet target: 18 -> 21
// expect: didSet target: 18 -> 21
// expect: willSet target: 21 -> 22
// expect: didSet target: 21 -> 22
// expect: mode changed from init to boost
// expect: willSet target: 22 -> 27
// expect: didSet target: 22 -> 27
// expect: final target 27
// expect: willSet target: 27 -> 27
// expect: didSet target: 27 -> 27
