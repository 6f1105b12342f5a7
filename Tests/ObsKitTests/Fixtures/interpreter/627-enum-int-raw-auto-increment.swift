// Int raw values auto-increment from the previous explicit value (or from 0).
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
enum Level: Int {
    case low, medium, high = 10, max
}
print(Planet.mercury.rawValue, Planet.earth.rawValue, Planet.mars.rawValue)
print(Level.low.rawValue, Level.medium.rawValue, Level.high.rawValue, Level.max.rawValue)
let p = Planet.venus
print(p, p.rawValue)
print(Planet.mars.rawValue - Planet.mercury.rawValue)

// expect: 1 3 4
// expect: 0 1 10 11
// expect: venus 2
// expect: 3
