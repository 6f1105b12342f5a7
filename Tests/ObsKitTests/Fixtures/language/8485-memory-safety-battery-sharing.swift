// Swift book style (Memory Safety): mutating methods sharing charge between distinct batteries, and generic inout helpers used without overlap
struct Battery {
    var name: String
    var charge: Int

    mutating func share(with other: inout Battery) {
        let average = (charge + other.charge) / 2
        let extra = (charge + other.charge) % 2
        charge = average + extra
        other.charge = average
    }
}

func exchange<T>(_ a: inout T, _ b: inout T) {
    let temporary = a
    a = b
    b = temporary
}

func clamp(_ value: inout Int, to range: ClosedRange<Int>) {
    value = min(max(value, range.lowerBound), range.upperBound)
}

func run() {
    var phone = Battery(name: "phone", charge: 15)
    var tablet = Battery(name: "tablet", charge: 80)
    phone.share(with: &tablet)
    print(phone.charge, tablet.charge)

    // Exchanging two different variables is fine
    exchange(&phone, &tablet)
    print(phone.name, tablet.name)

    // Two different stored properties of a local struct do not overlap
    var pack = (main: Battery(name: "main", charge: 100), spare: Battery(name: "spare", charge: 1))
    pack.main.share(with: &pack.spare)
    print(pack.main.charge, pack.spare.charge)
    exchange(&pack.main.charge, &pack.spare.charge)
    print(pack.main.charge, pack.spare.charge)

    var levels = [120, -5, 42]
    for i in levels.indices {
        clamp(&levels[i], to: 0...100)
    }
    print(levels)
    levels.swapAt(0, 2)
    print(levels)
}
run()

// A class instance: copy the values out, then write back, to avoid overlapping access
final class Station {
    var slots: [Battery]
    init(slots: [Battery]) { self.slots = slots }
    func balanceFirstTwo() {
        var a = slots[0]
        var b = slots[1]
        a.share(with: &b)
        slots[0] = a
        slots[1] = b
    }
}
let station = Station(slots: [Battery(name: "x", charge: 9), Battery(name: "y", charge: 30)])
station.balanceFirstTwo()
print(station.slots.map { "\($0.name)=\($0.charge)" })

var counter = 10
func addTwice(_ n: inout Int, _ amount: Int) { n += amount; n += amount }
let amount = counter / 5
addTwice(&counter, amount)
print("counter:", counter)

// expect: 48 47
// expect: tablet phone
// expect: 51 50
// expect: 50 51
// expect: [100, 0, 42]
// expect: [42, 0, 100]
// expect: ["x=20", "y=19"]
// expect: counter: 14
