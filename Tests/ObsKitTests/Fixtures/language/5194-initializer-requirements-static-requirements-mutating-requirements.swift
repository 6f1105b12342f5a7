// Book style (Protocols): initializer requirements, static requirements and mutating requirements in enums
// known-gap: line 10: expected "Lamp.Type Dimmer", got "DeskLamp.Type Dimmer"
protocol Configurable {
    init(settings: [String: Int])
    static var defaultSettings: [String: Int] { get }
    static func make() -> Self
}

extension Configurable {
    static func make() -> Self { Self(settings: defaultSettings) }
}

protocol Cycling {
    mutating func advance()
}

class Lamp: Configurable {
    var watts: Int
    required init(settings: [String: Int]) {
        watts = settings["watts"] ?? 0
    }
    class var defaultSettings: [String: Int] { ["watts": 40] }
    func describe() -> String { "Lamp \(watts)W" }
}

final class DeskLamp: Lamp {
    var arm: Int
    required init(settings: [String: Int]) {
        arm = settings["arm"] ?? 1
        super.init(settings: settings)
    }
    override class var defaultSettings: [String: Int] { ["watts": 25, "arm": 3] }
    override func describe() -> String { "DeskLamp \(watts)W arm \(arm)" }
}

struct Fan: Configurable {
    var speed: Int
    init(settings: [String: Int]) { speed = settings["speed", default: 1] }
    static var defaultSettings: [String: Int] { [:] }
}

enum Dimmer: Cycling, CaseIterable {
    case off, low, high
    mutating func advance() {
        let all = Dimmer.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

struct Thermostat: Cycling {
    var target = 18
    mutating func advance() { target = target >= 22 ? 18 : target + 2 }
}

func build<T: Configurable>(_ type: T.Type, overrides: [String: Int]) -> T {
    var s = T.defaultSettings
    for (k, v) in overrides { s[k] = v }
    return T(settings: s)
}

print(Lamp.make().describe())
print(DeskLamp.make().describe())
print(Fan.make())
print(build(Fan.self, overrides: ["speed": 3]))
print(build(DeskLamp.self, overrides: ["arm": 7]).describe())
let kind: Lamp.Type = DeskLamp.self
print(kind.init(settings: kind.defaultSettings).describe(), kind.defaultSettings.sorted { $0.key < $1.key })

var dimmer = Dimmer.off
for _ in 0..<4 {
    dimmer.advance()
    print(dimmer, terminator: " ")
}
print()
var thermo = Thermostat()
var devices: [Cycling] = [thermo, dimmer]
for _ in 0..<3 {
    for i in devices.indices { devices[i].advance() }
}
print(devices[0], devices[1])
thermo.advance()
print(thermo)
print(type(of: kind), type(of: devices[1]))

// expect: Lamp 40W
// expect: DeskLamp 25W arm 3
// expect: Fan(speed: 1)
// expect: Fan(speed: 3)
// expect: DeskLamp 25W arm 7
// expect: DeskLamp 25W arm 3 [(key: "arm", value: 3), (key: "watts", value: 25)]
// expect: low high off low 
// expect: Thermostat(target: 18) low
// expect: Thermostat(target: 20)
// expect: Lamp.Type Dimmer
