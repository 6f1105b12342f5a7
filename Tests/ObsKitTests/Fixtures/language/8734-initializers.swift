// Tutorial style (Kodeco initialization): failable, convenience, required and designated init chains
struct Hex {
    let value: Int
    init?(_ text: String) {
        let cleaned = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard cleaned.count == 6, let n = Int(cleaned, radix: 16) else { return nil }
        value = n
    }
}

for input in ["#FF8800", "00ff00", "#12", "zzzzzz"] {
    if let hex = Hex(input) {
        print("\(input) -> \(hex.value)")
    } else {
        print("\(input) -> invalid")
    }
}

class Device {
    let name: String
    let batteryLevel: Int

    init(name: String, batteryLevel: Int) {
        self.name = name
        self.batteryLevel = batteryLevel
        print("Device.init(\(name))")
    }

    convenience init(name: String) {
        self.init(name: name, batteryLevel: 100)
        print("Device.convenience(\(name))")
    }

    required init(serial: Int) {
        name = "Unit-\(serial)"
        batteryLevel = 50
        print("Device.required(\(serial))")
    }
}

class Phone: Device {
    let carrier: String

    init(name: String, carrier: String) {
        self.carrier = carrier
        super.init(name: name, batteryLevel: 80)
        print("Phone.init(\(carrier))")
    }

    required init(serial: Int) {
        carrier = "none"
        super.init(serial: serial)
        print("Phone.required")
    }
}

let lamp = Device(name: "Lamp")
print("\(lamp.name) at \(lamp.batteryLevel)%")
let phone = Phone(name: "Pocket", carrier: "Telco")
print("\(phone.name) on \(phone.carrier) at \(phone.batteryLevel)%")

func manufacture<T: Device>(_ type: T.Type, serial: Int) -> T { type.init(serial: serial) }
let made = manufacture(Phone.self, serial: 9)
print("\(made.name) carrier \(made.carrier)")

struct Size {
    var width = 1.0, height = 1.0
}
print(Size(), Size(width: 3), Size(width: 2, height: 5))

// expect: #FF8800 -> 16746496
// expect: 00ff00 -> 65280
// expect: #12 -> invalid
// expect: zzzzzz -> invalid
// expect: Device.init(Lamp)
// expect: Device.convenience(Lamp)
// expect: Lamp at 100%
// expect: Device.init(Pocket)
// expect: Phone.init(Telco)
// expect: Pocket on Telco at 80%
// expect: Device.required(9)
// expect: Phone.required
// expect: Unit-9 carrier none
// expect: Size(width: 1.0, height: 1.0) Size(width: 3.0, height: 1.0) Size(width: 2.0, height: 5.0)
