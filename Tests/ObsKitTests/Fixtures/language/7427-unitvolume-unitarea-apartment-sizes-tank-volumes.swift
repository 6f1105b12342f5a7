// Tutorial style (UnitVolume and UnitArea): apartment sizes and tank volumes with conversions
import Foundation

let en = Locale(identifier: "en_US")

struct Apartment {
    let name: String
    let area: Measurement<UnitArea>
    let rent: Double
    var pricePerSquareMeter: Double { rent / area.converted(to: .squareMeters).value }
}

let apartments = [
    Apartment(name: "Loft", area: Measurement(value: 850, unit: .squareFeet), rent: 2100),
    Apartment(name: "Studio", area: Measurement(value: 38, unit: .squareMeters), rent: 1150),
    Apartment(name: "Family", area: Measurement(value: 120, unit: .squareMeters), rent: 2600),
]

for a in apartments.sorted(by: { $0.pricePerSquareMeter < $1.pricePerSquareMeter }) {
    let m2 = a.area.converted(to: .squareMeters).value.formatted(.number.precision(.fractionLength(1)).locale(en))
    let ppm = a.pricePerSquareMeter.formatted(.currency(code: "USD").locale(en))
    print("\(a.name): \(m2) m², \(ppm)/m²")
}

let hectare = Measurement(value: 1, unit: UnitArea.hectares)
print("1 ha = \(hectare.converted(to: .acres).value.formatted(.number.precision(.fractionLength(3)).locale(en))) ac")

let tank = Measurement(value: 50, unit: UnitVolume.gallons)
print("Tank: \(tank.converted(to: .liters).value.formatted(.number.precision(.fractionLength(2)).locale(en))) L")
let cube = Measurement(value: 1, unit: UnitVolume.cubicMeters)
print("1 m³ = \(cube.converted(to: .liters).value) L")
print("Tank fits in cube: \(tank < cube)")
print(UnitArea.squareKilometers.symbol, UnitVolume.milliliters.symbol, UnitVolume.cubicFeet.symbol)
// expect: Family: 120.0 m², $21.67/m²
// expect: Loft: 79.0 m², $26.59/m²
// expect: Studio: 38.0 m², $30.26/m²
// expect: 1 ha = 2.471 ac
// expect: Tank: 189.27 L
// expect: 1 m³ = 1000.0 L
// expect: Tank fits in cube: true
// expect: km² mL ft³
