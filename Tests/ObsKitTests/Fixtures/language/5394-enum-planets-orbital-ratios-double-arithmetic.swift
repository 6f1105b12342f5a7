// Exercism style (Space Age): enum of planets with orbital ratios, Double arithmetic and rounding to two decimals
enum Planet: String, CaseIterable {
    case mercury, venus, earth, mars, jupiter, saturn, uranus, neptune
    var orbitalPeriod: Double {
        switch self {
        case .mercury: return 0.2408467
        case .venus: return 0.61519726
        case .earth: return 1.0
        case .mars: return 1.8808158
        case .jupiter: return 11.862615
        case .saturn: return 29.447498
        case .uranus: return 84.016846
        case .neptune: return 164.79132
        }
    }
}

struct SpaceAge {
    let seconds: Double
    init(_ seconds: Double) { self.seconds = seconds }
    func on(_ p: Planet) -> Double {
        let years = seconds / 31_557_600 / p.orbitalPeriod
        return (years * 100).rounded() / 100
    }
}

let age = SpaceAge(1_000_000_000)
for p in Planet.allCases { print(p.rawValue, age.on(p)) }
print(SpaceAge(2_134_835_688).on(.mercury), SpaceAge(189_839_836).on(.earth))
print(1_000_000_000 / 31_557_600.0)

// expect: mercury 131.57
// expect: venus 51.51
// expect: earth 31.69
// expect: mars 16.85
// expect: jupiter 2.67
// expect: saturn 1.08
// expect: uranus 0.38
// expect: neptune 0.19
// expect: 280.88 6.02
// expect: 31.68808781402895
