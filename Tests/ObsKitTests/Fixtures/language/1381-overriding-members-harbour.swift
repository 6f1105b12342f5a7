// Inheritance: overriding methods, stored properties with computed getters and setters, final members, and super in overrides.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Boat {
    var knots = 0.0
    var description: String { "cruising at \(knots) knots" }
    func makeSound() -> String { "..." }
    final func signal() -> String { "signal (\(makeSound()))" }
    var masts: Int { 0 }
}
class Sailboat: Boat {
    var hasSpinnaker = false
    override var masts: Int { 1 }
}
class Schooner: Sailboat {
    var crewOnDeck = 0
    override var description: String { super.description + " with \(crewOnDeck) crew on deck" }
}
class Ferry: Boat {
    override func makeSound() -> String { "Toot toot" }
}
class Motorboat: Boat {
    var throttle = 1
    override var description: String { super.description + " at throttle \(throttle)" }
}
class HarbourLaunch: Motorboat {
    private var limit = 5.0
    override var knots: Double {
        get { super.knots }
        set { super.knots = min(newValue, limit) }
    }
}
let schooner = Schooner()
schooner.hasSpinnaker = true
schooner.crewOnDeck = 4
schooner.knots = 9.0
print("Schooner: \(schooner.description), masts \(schooner.masts)")
let ferry = Ferry()
print(ferry.makeSound(), ferry.signal(), Boat().signal())
let motorboat = Motorboat()
motorboat.knots = 25.0
motorboat.throttle = 3
print("Motorboat: \(motorboat.description)")
let launch = HarbourLaunch()
launch.knots = 20
print("HarbourLaunch: \(launch.description)")
launch.knots -= 2
print(launch.knots)
let marina: [Boat] = [schooner, ferry, motorboat, launch]
print(marina.map(\.masts), marina.map { $0.makeSound() })

// expect: Schooner: cruising at 9.0 knots with 4 crew on deck, masts 1
// expect: Toot toot signal (Toot toot) signal (...)
// expect: Motorboat: cruising at 25.0 knots at throttle 3
// expect: HarbourLaunch: cruising at 5.0 knots at throttle 1
// expect: 3.0
// expect: [1, 0, 0, 0] ["...", "Toot toot", "...", "..."]
