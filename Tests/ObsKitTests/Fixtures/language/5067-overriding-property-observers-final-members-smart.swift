// Book style (Inheritance): overriding property observers and final members in a smart-home model
class Device {
    let id: String
    var power = false
    var level: Int = 0 {
        didSet { print("[\(id)] level \(oldValue) -> \(level)") }
    }
    init(id: String) { self.id = id }
    func status() -> String { "\(id): \(power ? "on" : "off") @ \(level)" }
    final func toggle() {
        power.toggle()
        print("\(id) toggled, now \(power)")
    }
}

class Dimmer: Device {
    override var level: Int {
        willSet { print("[\(id)] dimmer will change to \(newValue)") }
        didSet {
            if level > 100 { level = 100 }
        }
    }
    override func status() -> String { "Dimmer " + super.status() }
}

class ColorLamp: Dimmer {
    var hue = "white"
    override var level: Int {
        didSet { print("[\(id)] color lamp sees \(level)") }
    }
    override func status() -> String { super.status() + " hue=\(hue)" }
}

class Fan: Device {
    private var stored = 1
    override var level: Int {
        get { stored * 10 }
        set { stored = max(1, min(newValue / 10, 5)) }
    }
}

let plain = Device(id: "plug")
plain.level = 3
plain.toggle()
print(plain.status())

let dim = Dimmer(id: "hall")
dim.level = 40
dim.level = 250
print(dim.level)
print(dim.status())

let lamp = ColorLamp(id: "desk")
lamp.hue = "amber"
lamp.level = 70
lamp.toggle()
print(lamp.status())

let fan = Fan(id: "ceiling")
fan.level = 37
print(fan.level)
fan.level = 200
print(fan.level, fan.status())

let devices: [Device] = [plain, dim, lamp, fan]
for d in devices {
    d.level += 1
}
print(devices.map { $0.level })
print(devices.map { $0.status() })

// expect: [plug] level 0 -> 3
// expect: plug toggled, now true
// expect: plug: on @ 3
// expect: [hall] dimmer will change to 40
// expect: [hall] level 0 -> 40
// expect: [hall] dimmer will change to 250
// expect: [hall] level 40 -> 250
// expect: [hall] dimmer will change to 100
// expect: [hall] level 250 -> 100
// expect: 100
// expect: Dimmer hall: off @ 100
// expect: [desk] dimmer will change to 70
// expect: [desk] level 0 -> 70
// expect: [desk] color lamp sees 70
// expect: desk toggled, now true
// expect: Dimmer desk: on @ 70 hue=amber
// expect: 30
// expect: 50 ceiling: off @ 50
// expect: [plug] level 3 -> 4
// expect: [hall] dimmer will change to 101
// expect: [hall] level 100 -> 101
// expect: [hall] dimmer will change to 100
// expect: [hall] level 101 -> 100
// expect: [desk] dimmer will change to 71
// expect: [desk] level 70 -> 71
// expect: [desk] color lamp sees 71
// expect: [4, 100, 71, 50]
// expect: ["plug: on @ 4", "Dimmer hall: off @ 100", "Dimmer desk: on @ 71 hue=amber", "ceiling: off @ 50"]
