// Book style (Enumerations): compass headings with raw values, associated values and recursion
enum Heading: String, CaseIterable {
    case north = "N", east = "E", south = "S", west = "W"

    var turnedRight: Heading {
        let all = Heading.allCases
        let idx = all.firstIndex(of: self)!
        return all[(idx + 1) % all.count]
    }
}

enum Parcel {
    case letter(weightGrams: Int)
    case box(width: Int, height: Int, depth: Int)
    case envelope(String)
    case empty
}

indirect enum Route {
    case stop(String)
    case leg(from: String, then: Route)
}

func describe(_ parcel: Parcel) -> String {
    switch parcel {
    case .letter(let w) where w > 100:
        return "heavy letter \(w)g"
    case .letter(let w):
        return "letter \(w)g"
    case let .box(w, h, d):
        return "box volume \(w * h * d)"
    case .envelope(let label):
        return "envelope '\(label)'"
    case .empty:
        return "nothing"
    }
}

func stops(_ r: Route) -> [String] {
    switch r {
    case .stop(let name): return [name]
    case .leg(let from, let rest): return [from] + stops(rest)
    }
}

print(Heading.allCases)
print(Heading.allCases.map { $0.rawValue })
var h = Heading.west
for _ in 0..<3 {
    h = h.turnedRight
    print("now facing", h, h.rawValue)
}
print(Heading(rawValue: "S") as Any)
print(Heading(rawValue: "X") as Any)
print(Heading.north == .north, Heading.north != .south)

let parcels: [Parcel] = [.letter(weightGrams: 20), .letter(weightGrams: 250), .box(width: 2, height: 3, depth: 4), .envelope("Invoice"), .empty]
for p in parcels {
    print(describe(p))
}
print(parcels[0])
print(parcels[2])
print(parcels[3])
print(parcels)

let trip = Route.leg(from: "Depot", then: .leg(from: "Market", then: .stop("Harbor")))
print(stops(trip).joined(separator: " -> "))
print(trip)
let lastStop = Route.stop("Harbor")
print(lastStop)

// expect: [main.Heading.north, main.Heading.east, main.Heading.south, main.Heading.west]
// expect: ["N", "E", "S", "W"]
// expect: now facing north N
// expect: now facing east E
// expect: now facing south S
// expect: Optional(main.Heading.south)
// expect: nil
// expect: true true
// expect: letter 20g
// expect: heavy letter 250g
// expect: box volume 24
// expect: envelope 'Invoice'
// expect: nothing
// expect: letter(weightGrams: 20)
// expect: box(width: 2, height: 3, depth: 4)
// expect: envelope("Invoice")
// expect: [main.Parcel.letter(weightGrams: 20), main.Parcel.letter(weightGrams: 250), main.Parcel.box(width: 2, height: 3, depth: 4), main.Parcel.envelope("Invoice"), main.Parcel.empty]
// expect: Depot -> Market -> Harbor
// expect: leg(from: "Depot", then: main.Route.leg(from: "Market", then: main.Route.stop("Harbor")))
// expect: stop("Harbor")
