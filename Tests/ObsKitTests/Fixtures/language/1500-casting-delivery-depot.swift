// Type casting: `is` and `as?` over an array of class instances sharing a base class, counting kinds.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Shipment {
    let label: String
    init(label: String) { self.label = label }
}

class Parcel: Shipment {
    let kilos: Int
    init(label: String, kilos: Int) {
        self.kilos = kilos
        super.init(label: label)
    }
}

class Letter: Shipment {
    let stamps: Int
    init(label: String, stamps: Int) {
        self.stamps = stamps
        super.init(label: label)
    }
}

let loadingBay: [Shipment] = [
    Parcel(label: "garden hose", kilos: 3),
    Letter(label: "tax notice", stamps: 1),
    Parcel(label: "desk chair", kilos: 14),
    Shipment(label: "unlabelled crate"),
    Letter(label: "wedding invite", stamps: 2),
]

var parcels = 0, letters = 0
for item in loadingBay {
    if item is Parcel { parcels += 1 } else if item is Letter { letters += 1 }
}
print("parcels: \(parcels), letters: \(letters), other: \(loadingBay.count - parcels - letters)")

for item in loadingBay {
    if let parcel = item as? Parcel {
        print("Parcel '\(parcel.label)' weighing \(parcel.kilos) kg")
    } else if let letter = item as? Letter {
        print("Letter '\(letter.label)' with \(letter.stamps) stamp(s)")
    } else {
        print("Plain shipment '\(item.label)'")
    }
}

let stampCounts = loadingBay.compactMap { ($0 as? Letter)?.stamps }
print(stampCounts)

// expect: parcels: 2, letters: 2, other: 1
// expect: Parcel 'garden hose' weighing 3 kg
// expect: Letter 'tax notice' with 1 stamp(s)
// expect: Parcel 'desk chair' weighing 14 kg
// expect: Plain shipment 'unlabelled crate'
// expect: Letter 'wedding invite' with 2 stamp(s)
// expect: [1, 2]
