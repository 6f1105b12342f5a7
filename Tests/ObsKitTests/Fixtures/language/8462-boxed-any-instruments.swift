// Swift book style (Opaque and Boxed Protocol Types): an array of any Instrument mixes concrete types, with casting back to specific ones
protocol Instrument {
    var name: String { get }
    func play(note: String) -> String
}

extension Instrument {
    func warmUp() -> String { "\(name) warms up: " + ["do", "re", "mi"].map(play(note:)).joined(separator: " ") }
}

struct Piano: Instrument {
    let name = "piano"
    var keys: Int
    func play(note: String) -> String { note.uppercased() }
}

struct Flute: Instrument {
    let name = "flute"
    func play(note: String) -> String { note + "~" }
}

final class Drum: Instrument {
    let name: String
    var hits = 0
    init(name: String) { self.name = name }
    func play(note: String) -> String {
        hits += 1
        return "boom\(hits)"
    }
}

let band: [any Instrument] = [Piano(keys: 88), Flute(), Drum(name: "snare"), Piano(keys: 61)]

for instrument in band {
    print(instrument.warmUp())
}

var totalKeys = 0
for case let piano as Piano in band {
    totalKeys += piano.keys
}
print("total keys:", totalKeys)

if let drum = band[2] as? Drum {
    print("drum hits so far:", drum.hits)
}

func loudest(_ items: [any Instrument]) -> any Instrument {
    items.max { $0.name.count < $1.name.count }!
}
print("longest name:", loudest(band).name)

// Opening an existential into a generic parameter
func describe<I: Instrument>(_ item: I) -> String {
    "\(type(of: item)) playing \(item.play(note: "la"))"
}
for instrument in band {
    print(describe(instrument))
}

let counts = Dictionary(grouping: band, by: { $0.name }).mapValues { $0.count }
for key in counts.keys.sorted() {
    print(key, counts[key]!)
}

// expect: piano warms up: DO RE MI
// expect: flute warms up: do~ re~ mi~
// expect: snare warms up: boom1 boom2 boom3
// expect: piano warms up: DO RE MI
// expect: total keys: 149
// expect: drum hits so far: 3
// expect: longest name: piano
// expect: Piano playing LA
// expect: Flute playing la~
// expect: Drum playing boom4
// expect: Piano playing LA
// expect: flute 1
// expect: piano 2
// expect: snare 1
