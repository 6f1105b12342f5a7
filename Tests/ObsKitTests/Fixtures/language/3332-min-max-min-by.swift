// Swift book style: min, max, min(by:), max(by:) and Comparable structs
struct Planet: Comparable {
    let name: String
    let moons: Int
    let radiusKm: Int
    static func < (lhs: Planet, rhs: Planet) -> Bool {
        return lhs.radiusKm < rhs.radiusKm
    }
}
let planets = [
    Planet(name: "Mercury", moons: 0, radiusKm: 2440),
    Planet(name: "Earth", moons: 1, radiusKm: 6371),
    Planet(name: "Mars", moons: 2, radiusKm: 3390),
    Planet(name: "Jupiter", moons: 95, radiusKm: 69911),
    Planet(name: "Neptune", moons: 16, radiusKm: 24622),
]
print(planets.min()!.name, planets.max()!.name)
print(planets.max(by: { $0.moons < $1.moons })!.name)
print(planets.min(by: { $0.name.count < $1.name.count })!.name)
print(planets.sorted().map(\.name))
print(planets.sorted(by: >).first!.name)
print(min(3, 9, 1, 7), max(2.5, -1.0), min("pear", "apple"))
let values = [4, -2, 17, 0, 17, -9]
print(values.min() ?? 0, values.max() ?? 0)
if let i = values.firstIndex(of: values.max()!) {
    print("first max at \(i)")
}
if let (i, v) = values.enumerated().max(by: { $0.element <= $1.element }).map({ ($0.offset, $0.element) }) {
    print("last max at \(i) value \(v)")
}
let empty: [Int] = []
print(empty.min() == nil, empty.max(by: <) == nil)
let range = values.min()!...values.max()!
print(range, range.count, range.contains(0))
print(Planet(name: "A", moons: 0, radiusKm: 1) < Planet(name: "B", moons: 0, radiusKm: 2))
print(planets.map(\.moons).sorted(by: >).prefix(2))
// expect: Mercury Jupiter
// expect: Jupiter
// expect: Mars
// expect: ["Mercury", "Mars", "Earth", "Neptune", "Jupiter"]
// expect: Jupiter
// expect: 1 2.5 apple
// expect: -9 17
// expect: first max at 2
// expect: last max at 4 value 17
// expect: true true
// expect: -9...17 27 true
// expect: true
// expect: [95, 16]
