// WWDC Embrace Swift generics style (any vs some): storing heterogenous any Instrument values and calling a generic tune(_:) on each by implicit opening
protocol Instrument {
    associatedtype Note: CustomStringConvertible
    var name: String { get }
    func play() -> [Note]
}

struct Piano: Instrument {
    let name = "piano"
    func play() -> [String] { ["C", "E", "G"] }
}

struct Drum: Instrument {
    let name = "drum"
    let hits: Int
    func play() -> [Int] { Array(1...hits) }
}

func performance(_ instrument: some Instrument) -> String {
    instrument.name + ": " + instrument.play().map(\.description).joined(separator: " ")
}

func loudest<I: Instrument>(_ instrument: I) -> I.Note? { instrument.play().last }

struct Band {
    var members: [any Instrument] = []
    mutating func add(_ i: some Instrument) { members.append(i) }
    func concert() -> [String] { members.map { performance($0) } }
}

var band = Band()
band.add(Piano())
band.add(Drum(hits: 3))
band.add(Drum(hits: 1))
for line in band.concert() { print(line) }

for member in band.members {
    let last = loudest(member)
    print(member.name, "ends on", last.map { "\($0)" } ?? "silence")
}
let anyLast: (any CustomStringConvertible)? = loudest(band.members[0])
print(anyLast?.description ?? "-")

// expect: piano: C E G
// expect: drum: 1 2 3
// expect: drum: 1
// expect: piano ends on G
// expect: drum ends on 3
// expect: drum ends on 1
// expect: G
