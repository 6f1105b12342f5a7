// Book style (Opaque and Boxed Types): some in parameter position, structural opaque results and optional opaque values
protocol Instrument {
    var name: String { get }
    func play(_ note: String) -> String
}

struct Flute: Instrument {
    let name = "flute"
    func play(_ note: String) -> String { "~\(note)~" }
}

struct Drum: Instrument {
    var size: Int
    var name: String { "drum\(size)" }
    func play(_ note: String) -> String { String(repeating: "boom ", count: size) + note }
}

func perform(_ instrument: some Instrument, notes: [String]) -> [String] {
    notes.map { instrument.play($0) }
}

func duet() -> (some Instrument, some Instrument) {
    (Flute(), Drum(size: 2))
}

func soloist(loud: Bool) -> (some Instrument)? {
    loud ? Drum(size: 1) : nil
}

func section(_ count: Int) -> [some Instrument] {
    (1...count).map { Drum(size: $0) }
}

func tuneAll(_ band: [any Instrument]) -> String {
    band.map(\.name).sorted().joined(separator: " & ")
}

print(perform(Flute(), notes: ["do", "re"]))
print(perform(Drum(size: 3), notes: ["mi"]))
let (a, b) = duet()
print(a.name, b.name, type(of: a), type(of: b))
print(a.play("la"), "/", b.play("ti"))
let d = duet()
print(type(of: d))
if let s = soloist(loud: true) {
    print("solo:", s.play("fa"))
}
print(soloist(loud: false) == nil)
print(type(of: soloist(loud: true)))
let drums = section(3)
print(drums.map(\.name), type(of: drums))
let band: [any Instrument] = [Flute(), Drum(size: 4), a, b]
print(tuneAll(band))
print(band.compactMap { $0 as? Drum })
print(band.count, band.filter { $0 is Flute }.count)
let first: any Instrument = band[0]
print(perform(first, notes: ["sol"]))
print(Drum(size: 5))

// expect: ["~do~", "~re~"]
// expect: ["boom boom boom mi"]
// expect: flute drum2 Flute Drum
// expect: ~la~ / boom boom ti
// expect: (Flute, Drum)
// expect: solo: boom fa
// expect: true
// expect: Optional<Drum>
// expect: ["drum1", "drum2", "drum3"] Array<Drum>
// expect: drum2 & drum4 & flute & flute
// expect: [main.Drum(size: 4), main.Drum(size: 2)]
// expect: 4 2
// expect: ["~sol~"]
// expect: Drum(size: 5)
