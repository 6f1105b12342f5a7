// Inheritance: base classes, subclassing, overriding methods/properties/observers, super, final (expected output from swiftc 6.3.1 on Linux)
class Instrument {
    var name: String
    var volume = 5
    init(name: String) { self.name = name }
    var summary: String { "\(name) at volume \(volume)" }
    func play() -> String { "\(name) makes a sound" }
    func tune() -> String { "tuning \(name)" }
}

class Guitar: Instrument {
    var strings = 6
    init(strings: Int) {
        self.strings = strings
        super.init(name: "\(strings)-string guitar")
    }
    override func play() -> String { "strum strum (\(strings) strings)" }
    override var summary: String { super.summary + ", \(strings) strings" }
}

class ElectricGuitar: Guitar {
    var distortion = false
    override var volume: Int {
        didSet { distortion = volume > 8 }
    }
    override func play() -> String {
        let base = super.play()
        return distortion ? base.uppercased() + "!!" : base
    }
    override func tune() -> String { super.tune() + " with a clip-on tuner" }
}

class Drum: Instrument {
    private var hits = 0
    override var name: String {
        get { "drum '\(super.name)'" }
        set { super.name = newValue }
    }
    final func hit(times: Int) { hits += times }
    override func play() -> String { "boom x\(hits)" }
}

let acoustic = Guitar(strings: 12)
let electric = ElectricGuitar(strings: 7)
let snare = Drum(name: "snare")
snare.hit(times: 3)
snare.name = "tom"

let band: [Instrument] = [acoustic, electric, snare, Instrument(name: "kazoo")]
for member in band {
    print(member.play())
}
electric.volume = 11
print(electric.play(), electric.distortion)
electric.volume = 4
print(electric.distortion)
print(electric.summary)
print(snare.summary)
print(electric.tune())
print(acoustic.tune())

final class Triangle: Instrument {
    override init(name: String = "triangle") { super.init(name: name) }
    override func play() -> String { "ting" }
}
let tri = Triangle()
print(tri.name, tri.play())
let upcast: Instrument = electric
print(upcast is Guitar, upcast is ElectricGuitar, band[2] is Guitar)
print(type(of: upcast), (upcast as? Guitar)?.strings ?? 0)
func chain(of object: Instrument) -> [String] {
    var names: [String] = ["\(type(of: object))"]
    if object is Guitar { names.append("Guitar") }
    names.append("Instrument")
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
}
print(chain(of: electric), chain(of: acoustic), chain(of: snare))

// expect: strum strum (12 strings)
// expect: strum strum (7 strings)
// expect: boom x3
// expect: kazoo makes a sound
// expect: STRUM STRUM (7 STRINGS)!! true
// expect: false
// expect: 7-string guitar at volume 4, 7 strings
// expect: drum 'tom' at volume 5
// expect: tuning 7-string guitar with a clip-on tuner
// expect: tuning 12-string guitar
// expect: triangle ting
// expect: true true false
// expect: ElectricGuitar 7
// expect: ["ElectricGuitar", "Guitar", "Instrument"] ["Guitar", "Instrument"] ["Drum", "Instrument"]
