// Swift book style (Initialization): two-phase initialization and failable initializers
struct Temperature {
    let kelvin: Double

    init?(kelvin: Double) {
        guard kelvin >= 0 else { return nil }
        self.kelvin = kelvin
    }

    init?(celsiusText: String) {
        guard let c = Double(celsiusText) else { return nil }
        self.init(kelvin: c + 273.15)
    }
}

enum Compass: Character {
    case north = "N", south = "S", east = "E", west = "W"
}

class Product {
    let title: String
    init?(title: String) {
        if title.isEmpty { return nil }
        self.title = title
    }
}

class StockedProduct: Product {
    let count: Int
    init?(title: String, count: Int) {
        // Phase 1: initialize own stored properties before delegating up.
        if count < 1 { return nil }
        self.count = count
        super.init(title: title)
        // Phase 2: self is fully available now.
        print("stocked \(self.title) x\(self.count)")
    }
}

let readings = ["21.5", "abc", "-300", "0"]
for text in readings {
    if let t = Temperature(celsiusText: text) {
        print("\(text) -> \(t.kelvin)K")
    } else {
        print("\(text) -> invalid")
    }
}

for ch: Character in ["N", "X", "W"] {
    if let dir = Compass(rawValue: ch) {
        print("\(ch) is \(dir)")
    } else {
        print("\(ch) is not a direction")
    }
}

let a = StockedProduct(title: "Lamp", count: 4)
let b = StockedProduct(title: "", count: 4)
let c = StockedProduct(title: "Desk", count: 0)
print(a?.title ?? "nil", b?.title ?? "nil", c?.title ?? "nil")

// init! produces an implicitly unwrapped optional
struct Port {
    let number: Int
    init!(_ n: Int) {
        if n <= 0 || n > 65535 { return nil }
        number = n
    }
}
let p: Port! = Port(8080)
print(p.number)
let bad = Port(70000)
print(bad == nil)

// expect: 21.5 -> 294.65K
// expect: abc -> invalid
// expect: -300 -> invalid
// expect: 0 -> 273.15K
// expect: N is north
// expect: X is not a direction
// expect: W is west
// expect: stocked Lamp x4
// expect: Lamp nil nil
// expect: 8080
// expect: true
