// Check error: using the failable rawValue initializer's result as non-optional
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}

func describe(_ planet: Planet) -> String {
    switch planet {
    case .earth: return "home"
    default: return "planet number \(planet.rawValue)"
    }
}

let input = 3
let planet: Planet = Planet(rawValue: input)
print(describe(planet))
// expect-error: value of optional type 'Planet?' must be unwrapped to a value of type 'Planet'
