// Tutorial style (fitness tracker): speeds, energy and distances with UnitSpeed and UnitEnergy
import Foundation

let en = Locale(identifier: "en_US")

struct Run {
    let distance: Measurement<UnitLength>
    let time: Measurement<UnitDuration>

    var speed: Measurement<UnitSpeed> {
        let mps = distance.converted(to: .meters).value / time.converted(to: .seconds).value
        return Measurement(value: mps, unit: .metersPerSecond)
    }

    var pacePerKm: Double {
        time.converted(to: .minutes).value / distance.converted(to: .kilometers).value
    }
}

let runs = [
    Run(distance: Measurement(value: 5, unit: .kilometers), time: Measurement(value: 25, unit: .minutes)),
    Run(distance: Measurement(value: 10, unit: .kilometers), time: Measurement(value: 1, unit: .hours)),
    Run(distance: Measurement(value: 3.1, unit: .miles), time: Measurement(value: 1800, unit: .seconds)),
]

for run in runs {
    let kmh = run.speed.converted(to: .kilometersPerHour).value
    let mph = run.speed.converted(to: .milesPerHour).value
    let pace = run.pacePerKm.formatted(.number.precision(.fractionLength(2)).locale(en))
    print("\(kmh.formatted(.number.precision(.fractionLength(1)).locale(en))) km/h, \(mph.formatted(.number.precision(.fractionLength(1)).locale(en))) mph, pace \(pace) min/km")
}

let burned = Measurement(value: 450, unit: UnitEnergy.kilocalories)
let joules = burned.converted(to: .kilojoules)
print("Burned: \(burned.value) \(burned.unit.symbol) = \(joules.value.formatted(.number.precision(.fractionLength(0)).locale(en))) \(joules.unit.symbol)")

let fastest = runs.max { $0.speed < $1.speed }!
print("Fastest run distance: \(fastest.distance)")
print("Speed symbols: \(UnitSpeed.kilometersPerHour.symbol), \(UnitSpeed.milesPerHour.symbol), \(UnitSpeed.knots.symbol)")
// expect: 12.0 km/h, 7.5 mph, pace 5.00 min/km
// expect: 10.0 km/h, 6.2 mph, pace 6.00 min/km
// expect: 10.0 km/h, 6.2 mph, pace 6.01 min/km
// expect: Burned: 450.0 kCal = 1,883 kJ
// expect: Fastest run distance: 5.0 km
// expect: Speed symbols: km/h, mph, kn
