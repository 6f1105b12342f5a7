// Subscripts: subscripts added by extension to Int (digits), String (integer offsets) and Array/Dictionary (safe access).
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Int {
    subscript(place index: Int) -> Int {
        var divisor = 1
        for _ in 0..<index { divisor *= 10 }
        return (self / divisor) % 10
    }
    subscript(bit index: Int) -> Bool { (self >> index) & 1 == 1 }
}
let meterReading = 90817263
print(meterReading[place: 0], meterReading[place: 1], meterReading[place: 2], meterReading[place: 7], meterReading[place: 8])
print((0..<4).map { 10[bit: $0] })
let year = 2024
print((0..<4).reversed().map { String(year[place: $0]) }.joined(separator: "-"))
extension String {
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
    subscript(offsets: ClosedRange<Int>) -> String {
        String(self[index(startIndex, offsetBy: offsets.lowerBound)...index(startIndex, offsetBy: offsets.upperBound)])
    }
}
let greeting = "Bom dia!"
print(greeting[0], greeting[4], greeting[4...6])
extension Collection {
    subscript(ifPresent index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}
let primes = [2, 3, 5, 7]
print(primes[ifPresent: 2] as Any, primes[ifPresent: 10] as Any, "abc"[ifPresent: "abc".startIndex] as Any)
extension Dictionary where Value == Int {
    subscript(counting key: Key) -> Int {
        get { self[key] ?? 0 }
        set { self[key] = newValue == 0 ? nil : newValue }
    }
}
var stock = ["pens": 2]
stock[counting: "pens"] += 3
stock[counting: "pads"] += 1
stock[counting: "pens"] -= 5
print(stock, stock[counting: "pens"])

// expect: 3 6 2 9 0
// expect: [false, true, false, true]
// expect: 2-0-2-4
// expect: B d dia
// expect: Optional(5) nil Optional("a")
// expect: ["pads": 1] 0
