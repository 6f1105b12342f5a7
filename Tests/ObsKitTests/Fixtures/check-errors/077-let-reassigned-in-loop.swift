// Mistake: declares the running maximum with `let`, then tries to replace it inside the loop.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Reading {
    let city: String
    let celsius: Double
}

func hottest(in readings: [Reading]) -> Reading? {
    guard let first = readings.first else {
        return nil
    }
    let best = first
    for reading in readings.dropFirst() {
        if reading.celsius > best.celsius {
            best = reading
        }
    }
    return best
}

let readings = [
    Reading(city: "Lisbon", celsius: 24.5),
    Reading(city: "Oslo", celsius: 12.0),
    Reading(city: "Seville", celsius: 31.2),
    Reading(city: "Dublin", celsius: 15.8),
]

if let top = hottest(in: readings) {
    print("Hottest: \(top.city) at \(top.celsius)°C")
} else {
    print("No readings")
}
// expect-error: cannot assign to value: 'best' is a 'let' constant
