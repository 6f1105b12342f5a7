// Swift book style (initialization): designated and convenience initializers on a class chain, with delegation across and up
class Beverage {
    var name: String
    var volume: Int
    init(name: String, volume: Int) {
        self.name = name
        self.volume = volume
        print("Beverage.init(\(name), \(volume))")
    }
    convenience init(name: String) {
        self.init(name: name, volume: 250)
        print("Beverage convenience for \(name)")
    }
    convenience init() {
        self.init(name: "Water")
    }
    func summary() -> String { "\(name) \(volume)ml" }
}

class Coffee: Beverage {
    var shots: Int
    init(shots: Int, volume: Int) {
        self.shots = shots
        super.init(name: "Coffee", volume: volume)
        print("Coffee.init shots=\(shots)")
    }
    override convenience init(name: String, volume: Int) {
        self.init(shots: 1, volume: volume)
        self.name = name
    }
    override func summary() -> String {
        super.summary() + " x\(shots)"
    }
}

let plain = Beverage()
print(plain.summary())
print("--")
let tea = Beverage(name: "Tea")
print(tea.summary())
print("--")
let espresso = Coffee(shots: 2, volume: 60)
print(espresso.summary())
print("--")
let latte = Coffee(name: "Latte")
print(latte.summary())
print("--")
let mocha = Coffee(name: "Mocha", volume: 300)
print(mocha.summary())

// expect: Beverage.init(Water, 250)
// expect: Beverage convenience for Water
// expect: Water 250ml
// expect: --
// expect: Beverage.init(Tea, 250)
// expect: Beverage convenience for Tea
// expect: Tea 250ml
// expect: --
// expect: Beverage.init(Coffee, 60)
// expect: Coffee.init shots=2
// expect: Coffee 60ml x2
// expect: --
// expect: Beverage.init(Coffee, 250)
// expect: Coffee.init shots=1
// expect: Beverage convenience for Latte
// expect: Latte 250ml x1
// expect: --
// expect: Beverage.init(Coffee, 300)
// expect: Coffee.init shots=1
// expect: Mocha 300ml x1
