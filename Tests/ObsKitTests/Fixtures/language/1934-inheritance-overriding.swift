// Swift book style (Inheritance): subclassing, overriding methods and properties, final
class Craft {
    var speed = 0.0
    var summary: String { "travelling at \(speed) knots" }
    func horn() -> String { "..." }
}
class Sailboat: Craft {
    var masts = 1
    override func horn() -> String { "toot" }
}
class Speedboat: Craft {
    var gear = 1
    override var summary: String { super.summary + " in gear \(gear)" }
    override func horn() -> String { super.horn() + "HONK" }
}
class Ferry: Craft {
    override var speed: Double {
        didSet { berth = Int(speed / 5) + 1 }
    }
    var berth = 1
}

let generic = Craft()
print("craft: \(generic.summary)")
let sail = Sailboat()
sail.masts = 2
sail.speed = 6.5
print("sailboat with \(sail.masts) masts: \(sail.summary), horn \(sail.horn())")
let fast = Speedboat()
fast.speed = 32.0
fast.gear = 3
print("speedboat: \(fast.summary), horn \(fast.horn())")
let ferry = Ferry()
ferry.speed = 22.0
print("ferry berth \(ferry.berth)")

let fleet: [Craft] = [generic, sail, fast, ferry]
print(fleet.map { $0.horn() })

final class Buoy {
    let colour: String
    init(colour: String) { self.colour = colour }
    func describe() -> String { "a \(colour) buoy" }
}
print(Buoy(colour: "red").describe())

// expect: craft: travelling at 0.0 knots
// expect: sailboat with 2 masts: travelling at 6.5 knots, horn toot
// expect: speedboat: travelling at 32.0 knots in gear 3, horn ...HONK
// expect: ferry berth 5
// expect: ["...", "toot", "...HONK", "..."]
// expect: a red buoy
