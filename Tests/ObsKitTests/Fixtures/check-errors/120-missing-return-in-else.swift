// Mistake: a method returns a value in the `if` branch but the `else` branch only prints, so it can end without returning.
// Expected message: swiftc 6.3.1 on this machine, -emit-sil: `swiftc -typecheck -swift-version 5` reports nothing (the diagnostic comes from
// the SIL passes after type checking), `swiftc -emit-sil -swift-version 5` gives it as the first error
struct Thermostat {
    var target: Double

    func label(for reading: Double) -> String {
        if reading < target - 1 {
            return "Heating"
        } else if reading > target + 1 {
            return "Cooling"
        } else {
            print("Reading \(reading) is within range")
        }
    }
}

let thermostat = Thermostat(target: 21)
print(thermostat.label(for: 18))
print(thermostat.label(for: 21.5))
// expect-error: missing return in instance method expected to return 'String'
