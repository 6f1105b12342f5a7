// Observation in depth style: withObservationTracking outside views fires once; to keep watching, onChange registers again, and because onChange runs in willSet the new registration reads the old value; an untracked property, and an equal assignment, fire nothing, `+= 0` fires (rules §8.2, §8.1)
import Observation

@Observable
final class Thermostat {
    var target = 20
    var mode = "auto"
}

let thermostat = Thermostat()

func watch() {
    withObservationTracking {
        print("watching target \(thermostat.target)")
    } onChange: {
        print("target is about to change")
        watch()
    }
}

watch()
thermostat.target = 21
thermostat.mode = "eco"
thermostat.target = 22
thermostat.target = 22
print("equal write done")
thermostat.target += 0
print("final \(thermostat.target)")

// expect: watching target 20
// expect: target is about to change
// expect: watching target 20
// expect: target is about to change
// expect: watching target 21
// expect: equal write done
// expect: target is about to change
// expect: watching target 22
// expect: final 22
