// Swift book style (Initialization): designated and convenience initializer chains across a class hierarchy
class Beverage {
    var name: String
    var volumeML: Int

    init(name: String, volumeML: Int) {
        self.name = name
        self.volumeML = volumeML
        print("Beverage.init(name:volumeML:) \(name) \(volumeML)")
    }

    convenience init(name: String) {
        self.init(name: name, volumeML: 250)
        print("Beverage.convenience init(name:) done")
    }

    convenience init() {
        self.init(name: "[water]")
    }

    var summary: String { "\(name) \(volumeML)ml" }
}

class Tea: Beverage {
    var steepMinutes: Int

    init(name: String, steepMinutes: Int) {
        self.steepMinutes = steepMinutes
        super.init(name: name, volumeML: 300)
        print("Tea.init(name:steepMinutes:) \(steepMinutes)")
    }

    // Overriding a designated init of the superclass makes the
    // inherited convenience initializers available again.
    override convenience init(name: String, volumeML: Int) {
        self.init(name: name, steepMinutes: 3)
        self.volumeML = volumeML
    }

    override var summary: String { super.summary + ", steep \(steepMinutes)m" }
}

let plain = Beverage()
print(plain.summary)
print("--")
let green = Tea(name: "Sencha", steepMinutes: 2)
print(green.summary)
print("--")
let inherited = Tea(name: "Assam")
print(inherited.summary)
print("--")
let bare = Tea()
print(bare.summary)

// expect: Beverage.init(name:volumeML:) [water] 250
// expect: Beverage.convenience init(name:) done
// expect: [water] 250ml
// expect: --
// expect: Beverage.init(name:volumeML:) Sencha 300
// expect: Tea.init(name:steepMinutes:) 2
// expect: Sencha 300ml, steep 2m
// expect: --
// expect: Beverage.init(name:volumeML:) Assam 300
// expect: Tea.init(name:steepMinutes:) 3
// expect: Beverage.convenience init(name:) done
// expect: Assam 250ml, steep 3m
// expect: --
// expect: Beverage.init(name:volumeML:) [water] 300
// expect: Tea.init(name:steepMinutes:) 3
// expect: Beverage.convenience init(name:) done
// expect: [water] 250ml, steep 3m
