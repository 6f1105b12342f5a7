// Compiler test style: key path appending
// known-gap: error: 4737-keypath-appending.swift:45:7: error: value of type 'KeyPath' has no member 'map'
// Checks KeyPath.appending(path:) between typed key paths, appending to
// writable key paths (result stays writable), PartialKeyPath and
// AnyKeyPath appending (which can fail and return nil), and the
// root/value types of appended key paths.

struct Engine { var hp: Int; var name: String }
struct Car { var engine: Engine; var model: String }
struct Garage { var car: Car; var spots: Int }

let toCar = \Garage.car
let toEngine = \Car.engine
let toHP = \Engine.hp

let carHP = toCar.appending(path: toEngine).appending(path: toHP)
var g = Garage(car: Car(engine: Engine(hp: 150, name: "v4"), model: "m1"), spots: 2)
print(g[keyPath: carHP])

// Appending writable to writable keeps it writable.
g[keyPath: carHP] = 200
print(g.car.engine.hp)
print(type(of: carHP))

// Appending a read-only key path yields a KeyPath.
extension Engine {
  var label: String { "\(name)-\(hp)" }
}
let toLabel = toCar.appending(path: toEngine).appending(path: \Engine.label)
print(g[keyPath: toLabel])
print(type(of: toLabel))

// Appending a key path that goes into a collection.
let toName = \Engine.name
let nameCount = toName.appending(path: \String.count)
print(g.car.engine[keyPath: nameCount])

// Appended key paths compare equal to their literal form.
print(carHP == \Garage.car.engine.hp)
print(carHP == \Garage.car.engine.hp.bitWidth)

// Partial key paths.
let partial: PartialKeyPath<Garage> = \Garage.car
let appendedPartial = partial.appending(path: \Car.model)
print(appendedPartial.map { g[keyPath: $0] } as Any)
let wrongPartial = partial.appending(path: \Engine.hp)
print(wrongPartial == nil)

// AnyKeyPath appending.
let anyCar: AnyKeyPath = \Garage.car
let anyModel: AnyKeyPath = \Car.model
if let joined = anyCar.appending(path: anyModel) {
  print(g[keyPath: joined] as Any)
}
let anyBad: AnyKeyPath = \Engine.hp
print(anyCar.appending(path: anyBad) == nil)

// Root and value types.
print(type(of: carHP).rootType, type(of: carHP).valueType)
print(type(of: anyCar).rootType, type(of: anyCar).valueType)

// Key paths of different depths in one array.
let counts = [\Garage.spots, \Garage.car.engine.hp]
for kp in counts {
  print(g[keyPath: kp])
}

// Appending to an optional-chaining key path.
struct Wrapper { var garage: Garage? }
let optSpots = \Wrapper.garage?.spots
let w = Wrapper(garage: g)
print(w[keyPath: optSpots] as Any)
let optModelLen = (\Wrapper.garage?.car.model).appending(path: \String?.self)
print(w[keyPath: optModelLen] as Any)
print(Wrapper(garage: nil)[keyPath: optSpots] as Any)

// expect: 150
// expect: 200
// expect: WritableKeyPath<Garage, Int>
// expect: v4-200
// expect: KeyPath<Garage, String>
// expect: 2
// expect: true
// expect: false
// expect: Optional("m1")
// expect: true
// expect: Optional("m1")
// expect: true
// expect: Garage Int
// expect: Garage Car
// expect: 2
// expect: 200
// expect: Optional(2)
// expect: Optional("m1")
// expect: nil
