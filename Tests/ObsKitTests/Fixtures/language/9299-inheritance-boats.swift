// Base classes, subclassing, overriding, super, property observers on inherited properties, final
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A marina: boats of several kinds, then a family of alarm clocks.
class Boat {
    var knots = 0.0
    var description: String {
        "moving at \(knots) knots"
    }
    func signal() {
        print("(no horn)")
    }
}
class Rowboat: Boat {
    var hasOars = false
}
class Dinghy: Rowboat {
    var lifeJackets = 0
}
class Ferry: Boat {
    override func signal() {
        print("Toot toot")
    }
}
class Sailboat: Boat {
    var reef = 0
    override var description: String {
        super.description + " with reef \(reef)"
    }
}
class SelfTrimmingSailboat: Sailboat {
    override var knots: Double {
        didSet {
            reef = Int(knots / 8.0)
        }
    }
}
let rowboat = Rowboat()
rowboat.hasOars = true
rowboat.knots = 3.5
print("Rowboat: \(rowboat.description)")
let dinghy = Dinghy()
dinghy.hasOars = true
dinghy.lifeJackets = 3
dinghy.knots = 4.0
print("Dinghy: \(dinghy.description)")
let ferry = Ferry()
ferry.signal()
let sloop = Sailboat()
sloop.knots = 12.0
sloop.reef = 1
print("Sailboat: \(sloop.description)")
let trimmer = SelfTrimmingSailboat()
trimmer.knots = 19.0
print("SelfTrimmingSailboat: \(trimmer.description)")

let marina: [Boat] = [dinghy, ferry, rowboat, trimmer, sloop]
for boat in marina {
    let kind = String(describing: type(of: boat))
    print("\(kind):", terminator: " ")
    boat.signal()
}
class AlarmClock {
    let owner: String
    init(owner: String) { self.owner = owner }
    func tone() -> String { "buzz" }
    final func ring() -> String { "\(owner)'s clock goes \(tone())" }
}
class ChimeClock: AlarmClock {
    override func tone() -> String { "bong" }
}
class DoubleChimeClock: ChimeClock {
    override func tone() -> String { super.tone() + "-" + super.tone() }
}
for clock in [AlarmClock(owner: "Mia"), ChimeClock(owner: "Sol"), DoubleChimeClock(owner: "Ren")] {
    print(clock.ring())
}
print(marina.filter { $0 is Rowboat }.count, "rowing boats moored")
// expect: Rowboat: moving at 3.5 knots
// expect: Dinghy: moving at 4.0 knots
// expect: Toot toot
// expect: Sailboat: moving at 12.0 knots with reef 1
// expect: SelfTrimmingSailboat: moving at 19.0 knots with reef 2
// expect: Dinghy: (no horn)
// expect: Ferry: Toot toot
// expect: Rowboat: (no horn)
// expect: SelfTrimmingSailboat: (no horn)
// expect: Sailboat: (no horn)
// expect: Mia's clock goes buzz
// expect: Sol's clock goes bong
// expect: Ren's clock goes bong-bong
// expect: 2 rowing boats moored
