// Optional chaining through properties, methods and subscripts; chained optional results; optional arrays and dictionaries
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A ferry passenger may have a booking; a booking has cabins and maybe a boarding gate.
class Cabin {
    let name: String
    init(name: String) { self.name = name }
}

class Gate {
    var terminal: String?
    var number: Int?
    func label() -> String? {
        guard let terminal, let number else { return nil }
        return "\(terminal) gate \(number)"
    }
}

class Booking {
    var cabins: [Cabin] = []
    var gate: Gate?
    subscript(i: Int) -> Cabin? {
        i < cabins.count ? cabins[i] : nil
    }
    func printCount() { print("cabins: \(cabins.count)") }
}

class Passenger {
    var booking: Booking?
    var luggage: [String: [Int]] = ["bags": [12, 8, 3]]
}

let p = Passenger()
print(p.booking?.cabins.count as Any)
if p.booking?.printCount() == nil { print("no booking to show") }
p.booking?.gate = Gate()
print(p.booking?.gate == nil)

p.booking = Booking()
p.booking?.cabins.append(Cabin(name: "Deck 4 inside"))
p.booking?.cabins += [Cabin(name: "Deck 6 window")]
if p.booking?.printCount() != nil { print("shown") }
print(p.booking?[1]?.name ?? "none", p.booking?[5]?.name ?? "none")

p.booking?.gate = Gate()
p.booking?.gate?.terminal = "North"
print(p.booking?.gate?.label() ?? "gate not announced")
p.booking?.gate?.number = 7
print(p.booking?.gate?.label()?.uppercased() ?? "gate not announced")
print(p.booking?.gate?.label()?.hasPrefix("North") == true)

p.luggage["bags"]?[0] = 15
p.luggage["bikes"]?[0] = 1
p.luggage["bags"]?.append(5)
print(p.luggage.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var maybeWeights: [Int]? = [9, 4, 6]
maybeWeights?.sort()
print(maybeWeights?.first.map { $0 * 10 } as Any, maybeWeights?.last?.description.count as Any)
maybeWeights = nil
print(maybeWeights?.count ?? 0)
// expect: nil
// expect: no booking to show
// expect: true
// expect: cabins: 2
// expect: shown
// expect: Deck 6 window none
// expect: gate not announced
// expect: NORTH GATE 7
// expect: true
// expect: ["bags=[15, 8, 3, 5]"]
// expect: Optional(40) Optional(1)
// expect: 0
