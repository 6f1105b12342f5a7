// Compiler test style: didSet that does not reference oldValue vs one that does, through a computed parent
struct Settings {
  var volume: Int = 1 {
    didSet { print("    volume didSet (simple) now \(volume)") }
  }
  var brightness: Int = 1 {
    didSet { print("    brightness didSet old \(oldValue) now \(brightness)") }
  }
}

final class Device {
  private var stored = Settings()
  var settings: Settings {
    get {
      print("  Device.settings get")
      return stored
    }
    set {
      print("  Device.settings set")
      stored = newValue
    }
  }
}

let device = Device()
print("volume = 5")
device.settings.volume = 5
print("brightness = 7")
device.settings.brightness = 7
print("volume += 1")
device.settings.volume += 1

var local = Settings()
print("local array of settings")
var all = [local, local]
all[1].volume = 9
all[0].brightness += 2
print("values:", all[0].volume, all[0].brightness, all[1].volume, all[1].brightness)
local.volume = 3
print("local:", local.volume)
// expect: volume = 5
// expect:   Device.settings get
// expect:     volume didSet (simple) now 5
// expect:   Device.settings set
// expect: brightness = 7
// expect:   Device.settings get
// expect:     brightness didSet old 1 now 7
// expect:   Device.settings set
// expect: volume += 1
// expect:   Device.settings get
// expect:     volume didSet (simple) now 6
// expect:   Device.settings set
// expect: local array of settings
// expect:     volume didSet (simple) now 9
// expect:     brightness didSet old 1 now 3
// expect: values: 1 3 9 1
// expect:     volume didSet (simple) now 3
// expect: local: 3
