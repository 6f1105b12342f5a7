// type-casting-depot: is, as?, as! on a class hierarchy; switch over [Any] with cast patterns
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A shipping depot sorts envelopes and crates, then empties its lost-and-found bin.
class Shipment {
    var label: String
    init(label: String) { self.label = label }
}
class Envelope: Shipment {
    var stamps: Int
    init(label: String, stamps: Int) {
        self.stamps = stamps
        super.init(label: label)
    }
}
class Crate: Shipment {
    var kilograms: Double
    init(label: String, kilograms: Double) {
        self.kilograms = kilograms
        super.init(label: label)
    }
}

let dock = [
    Crate(label: "garden tools", kilograms: 18.5),
    Envelope(label: "tax forms", stamps: 2),
    Envelope(label: "birthday card", stamps: 1),
    Crate(label: "ceramic tiles", kilograms: 42.0),
    Crate(label: "camping stove", kilograms: 6.25),
]
print(type(of: dock))

var envelopeCount = 0
var crateCount = 0
for shipment in dock {
    if shipment is Envelope { envelopeCount += 1 } else if shipment is Crate { crateCount += 1 }
}
print("Dock 3 has \(envelopeCount) envelopes and \(crateCount) crates")

for shipment in dock {
    if let envelope = shipment as? Envelope {
        print("Envelope: \(envelope.label), \(envelope.stamps) stamp(s)")
    } else if let crate = shipment as? Crate {
        print("Crate: \(crate.label), \(crate.kilograms) kg")
    }
}

var lostAndFound: [Any] = []
lostAndFound.append(0)
lostAndFound.append(0.0)
lostAndFound.append(311)
lostAndFound.append(0.5)
lostAndFound.append("forklift key")
lostAndFound.append((2.0, 7.5))
lostAndFound.append(Crate(label: "spare pallets", kilograms: 30.0))
lostAndFound.append({ (driver: String) -> String in "Route assigned to \(driver)" })
lostAndFound.append(Optional<Double>.none as Any)
lostAndFound.append([4, 4, 9])

for found in lostAndFound {
    switch found {
    case 0 as Int: print("an Int zero")
    case 0 as Double: print("a Double zero")
    case let bay as Int: print("bay number \(bay)")
    case let fraction as Double where fraction > 0: print("a positive reading of \(fraction)")
    case let tag as String: print("a tag reading \"\(tag)\"")
    case let (lane, row) as (Double, Double): print("floor spot lane \(lane), row \(row)")
    case let crate as Crate: print("an unlabelled crate with \(crate.label)")
    case let assign as (String) -> String: print(assign("Okafor"))
    case let counts as [Int]: print("tally sheet totalling \(counts.reduce(0, +))")
    default: print("nothing useful")
    }
}

let generic: Shipment = dock[3]
let heavy = generic as! Crate
print(heavy.kilograms, (generic as? Envelope)?.stamps ?? 0)
let labelLengths = dock.compactMap { ($0 as? Crate)?.label.count }
print(labelLengths)
// expect: Array<Shipment>
// expect: Dock 3 has 2 envelopes and 3 crates
// expect: Crate: garden tools, 18.5 kg
// expect: Envelope: tax forms, 2 stamp(s)
// expect: Envelope: birthday card, 1 stamp(s)
// expect: Crate: ceramic tiles, 42.0 kg
// expect: Crate: camping stove, 6.25 kg
// expect: an Int zero
// expect: a Double zero
// expect: bay number 311
// expect: a positive reading of 0.5
// expect: a tag reading "forklift key"
// expect: floor spot lane 2.0, row 7.5
// expect: an unlabelled crate with spare pallets
// expect: Route assigned to Okafor
// expect: nothing useful
// expect: tally sheet totalling 17
// expect: 42.0 0
// expect: [12, 13, 13]
