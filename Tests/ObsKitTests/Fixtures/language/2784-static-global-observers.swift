// Compiler test style: observers on static stored properties, global variables and local variables
struct Settings {
  static var volume = 5 {
    willSet { print("static willSet \(volume) -> \(newValue)") }
    didSet { print("static didSet \(oldValue) -> \(volume)") }
  }
}

var globalCount = 0 {
  didSet { print("global didSet \(oldValue) -> \(globalCount)") }
}

func localDemo() {
  var local = "a" {
    willSet { print("local willSet \(newValue)") }
    didSet { print("local didSet \(oldValue) -> \(local)") }
  }
  local += "b"
  local = local.uppercased()
  print("local final \(local)")
}

Settings.volume += 2
Settings.volume = 11
globalCount = 3
globalCount *= 2
localDemo()
print(Settings.volume, globalCount)
// expect: static willSet 5 -> 7
// expect: static didSet 5 -> 7
// expect: static willSet 7 -> 11
// expect: static didSet 7 -> 11
// expect: global didSet 0 -> 3
// expect: global didSet 3 -> 6
// expect: local willSet ab
// expect: local didSet a -> ab
// expect: local willSet AB
// expect: local didSet ab -> AB
// expect: local final AB
// expect: 11 6
