// Swift book style (final and dynamic dispatch): overriding through base-class references in an array, with final methods and a final class
class Instrument {
    let name: String
    init(name: String) { self.name = name }
    func play() -> String { "\(name) makes a sound" }
    final func tune() -> String { "tuning \(name): " + play() }
    func describe() -> String { "Instrument(\(name))" }
}

class Piano: Instrument {
    var keys = 88
    override func play() -> String { "\(name) plays chords on \(keys) keys" }
}

class Guitar: Instrument {
    var strings: Int
    init(name: String, strings: Int) {
        self.strings = strings
        super.init(name: name)
    }
    override func play() -> String { "\(name) strums \(strings) strings" }
    override func describe() -> String { "Guitar(\(strings)) / " + super.describe() }
}

final class BassGuitar: Guitar {
    init(name: String) { super.init(name: name, strings: 4) }
    override func play() -> String { super.play() + " deeply" }
}

class Drum: Instrument {}

let band: [Instrument] = [
    Piano(name: "Grand"),
    Guitar(name: "Strat", strings: 6),
    BassGuitar(name: "Jazz"),
    Drum(name: "Snare"),
]
for i in band {
    print(i.play())
}
for i in band {
    print(i.tune())
}
print(band.map { $0.describe() })
let guitars = band.compactMap { $0 as? Guitar }
print(guitars.map(\.strings), guitars.count)
func loudest(_ xs: [Instrument]) -> Instrument {
    xs.max { $0.play().count < $1.play().count }!
}
print(loudest(band).name)

// expect: Grand plays chords on 88 keys
// expect: Strat strums 6 strings
// expect: Jazz strums 4 strings deeply
// expect: Snare makes a sound
// expect: tuning Grand: Grand plays chords on 88 keys
// expect: tuning Strat: Strat strums 6 strings
// expect: tuning Jazz: Jazz strums 4 strings deeply
// expect: tuning Snare: Snare makes a sound
// expect: ["Instrument(Grand)", "Guitar(6) / Instrument(Strat)", "Guitar(4) / Instrument(Jazz)", "Instrument(Snare)"]
// expect: [6, 4] 2
// expect: Grand
