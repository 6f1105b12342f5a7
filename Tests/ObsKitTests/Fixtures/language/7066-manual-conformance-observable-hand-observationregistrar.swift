// Blog style (manual conformance): Observable by hand with ObservationRegistrar
import Observation

final class Light: Observable {
    private let registrar = ObservationRegistrar()
    private var _isOn = false
    private var _brightness = 50

    var isOn: Bool {
        get {
            registrar.access(self, keyPath: \.isOn)
            return _isOn
        }
        set {
            registrar.withMutation(of: self, keyPath: \.isOn) {
                _isOn = newValue
            }
        }
    }

    var brightness: Int {
        get {
            registrar.access(self, keyPath: \.brightness)
            return _brightness
        }
        set {
            registrar.withMutation(of: self, keyPath: \.brightness) {
                _brightness = min(100, max(0, newValue))
            }
        }
    }
}

let light = Light()
withObservationTracking {
    print("light is \(light.isOn ? "on" : "off")")
} onChange: {
    print("isOn about to flip")
}
light.brightness = 80
print("brightness \(light.brightness)")
light.isOn = true
light.isOn = false

withObservationTracking {
    _ = light.brightness
} onChange: {
    print("brightness about to change from \(light.brightness)")
}
light.brightness = 500
print("clamped to \(light.brightness)")
// expect: light is off
// expect: brightness 80
// expect: isOn about to flip
// expect: brightness about to change from 80
// expect: clamped to 100
