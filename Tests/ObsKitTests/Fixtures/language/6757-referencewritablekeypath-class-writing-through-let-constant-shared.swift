// objc.io style (reference key paths): ReferenceWritableKeyPath on a class, writing through a let constant and shared references
final class Thermostat {
    var target: Double = 20
    var mode: String = "auto"
    var history: [Double] = []
}

let living = Thermostat()
let alias = living
let targetPath: ReferenceWritableKeyPath<Thermostat, Double> = \.target
living[keyPath: targetPath] = 22.5
print(alias.target)

func set<Root: AnyObject, Value>(_ path: ReferenceWritableKeyPath<Root, Value>, on root: Root, to value: Value) {
    root[keyPath: path] = value
}
set(\Thermostat.mode, on: alias, to: "heat")
print(living.mode)

let historyPath = \Thermostat.history
for t in [19.0, 21.0, 23.5] {
    living[keyPath: historyPath].append(t)
}
print(alias.history)
print(living === alias)

let rooms = [Thermostat(), Thermostat(), living]
for (i, room) in rooms.enumerated() {
    room[keyPath: targetPath] += Double(i)
}
print(rooms.map(\.target))
print(rooms.map(\.mode))

let anyPath: KeyPath<Thermostat, Double> = targetPath
print(living[keyPath: anyPath])
if let writable = anyPath as? ReferenceWritableKeyPath<Thermostat, Double> {
    living[keyPath: writable] = 18
    print("writable", alias.target)
}

// expect: 22.5
// expect: heat
// expect: [19.0, 21.0, 23.5]
// expect: true
// expect: [20.0, 21.0, 24.5]
// expect: ["auto", "auto", "heat"]
// expect: 24.5
// expect: writable 18.0
