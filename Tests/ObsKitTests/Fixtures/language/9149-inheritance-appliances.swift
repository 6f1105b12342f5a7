// inheritance-appliances: subclassing, overriding methods and computed properties, super, observers, final
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A kitchen showroom: appliances share a base class; a second family of staff roles follows.
class Appliance {
    var watts = 0.0
    var description: String {
        "drawing \(watts) watts"
    }
    func makeSound() {
        print("(low hum)")
    }
    final func chime() { print("ding from \(type(of: self))") }
}

class Toaster: Appliance {
    var slots = 2
}

class BagelToaster: Toaster {
    var bagelMode = false
}

class Blender: Appliance {
    override func makeSound() {
        print("Whirrrr")
    }
}

class Oven: Appliance {
    var rack = 1
    override var description: String {
        super.description + " with the tray on rack \(rack)"
    }
}

class SmartOven: Oven {
    override var watts: Double {
        didSet {
            rack = Int(watts / 600.0) + 1
        }
    }
    override func makeSound() {
        super.makeSound()
        print("beep beep")
    }
}

let toaster = BagelToaster()
toaster.slots = 4
toaster.bagelMode = true
toaster.watts = 900.0
print("BagelToaster: \(toaster.description)")

let oven = Oven()
oven.watts = 2000.0
oven.rack = 2
print("Oven: \(oven.description)")

let smart = SmartOven()
smart.watts = 1500.0
print("SmartOven: \(smart.description)")

let showroom: [Appliance] = [Blender(), smart, toaster]
for a in showroom {
    a.makeSound()
    a.chime()
}
print(showroom.filter { $0 is Oven }.count, showroom.filter { $0 is Toaster }.count)

class StaffMember {
    let name: String
    init(name: String) { self.name = name }
    func introduce() -> String { "\(name) works here" }
}
class Supervisor: StaffMember {
    override func introduce() -> String { super.introduce() + " and runs the floor" }
}
final class StoreManager: Supervisor {
    override func introduce() -> String { super.introduce().uppercased() }
}
print([StaffMember(name: "Tess"), Supervisor(name: "Omar"), StoreManager(name: "Wen")].map { $0.introduce() })
// expect: BagelToaster: drawing 900.0 watts
// expect: Oven: drawing 2000.0 watts with the tray on rack 2
// expect: SmartOven: drawing 1500.0 watts with the tray on rack 3
// expect: Whirrrr
// expect: ding from Blender
// expect: (low hum)
// expect: beep beep
// expect: ding from SmartOven
// expect: (low hum)
// expect: ding from BagelToaster
// expect: 1 1
// expect: ["Tess works here", "Omar works here and runs the floor", "WEN WORKS HERE AND RUNS THE FLOOR"]
