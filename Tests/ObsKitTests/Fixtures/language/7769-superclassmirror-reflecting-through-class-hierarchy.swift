// Blog style (superclassMirror): reflecting through a class hierarchy
class Vehicle {
    var wheels = 4
    var brand = "Generic"
}
class Car: Vehicle {
    var doors = 2
}
class SportsCar: Car {
    var turbo = true
}
var mirror: Mirror? = Mirror(reflecting: SportsCar())
while let m = mirror {
    print("type:", m.subjectType)
    for c in m.children {
        print("  \(c.label ?? "-"): \(c.value)")
    }
    mirror = m.superclassMirror
}
print(Mirror(reflecting: Vehicle()).superclassMirror == nil)
let cm = Mirror(reflecting: Car())
print(cm.children.count, cm.superclassMirror?.children.count as Any)
dump(SportsCar())
// expect: type: SportsCar
// expect:   turbo: true
// expect: type: Car
// expect:   doors: 2
// expect: type: Vehicle
// expect:   wheels: 4
// expect:   brand: Generic
// expect: true
// expect: 1 Optional(2)
// expect: ▿ main.SportsCar #0
// expect:   ▿ super: main.Car
// expect:     ▿ super: main.Vehicle
// expect:       - wheels: 4
// expect:       - brand: "Generic"
// expect:     - doors: 2
// expect:   - turbo: true
