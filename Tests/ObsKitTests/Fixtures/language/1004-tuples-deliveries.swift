// The Basics: tuples: decomposition, ignoring parts, indexes, named elements, as return values, comparison.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let delivery = (17, "Harbour Lane")
let (houseNumber, street) = delivery
print("number \(houseNumber), street \(street)")
let (onlyNumber, _) = delivery
print(onlyNumber, delivery.0, delivery.1)
let forecast = (degrees: 21, sky: "cloudy")
print(forecast.degrees, forecast.sky)
print(forecast)
print(delivery)

func coldestAndWarmest(_ readings: [Int]) -> (coldest: Int, warmest: Int)? {
    guard var low = readings.first else { return nil }
    var high = low
    for r in readings.dropFirst() {
        if r < low { low = r }
        if r > high { high = r }
    }
    return (low, high)
}
if let span = coldestAndWarmest([14, 9, 22, 17, -3, 11]) {
    print("coldest \(span.coldest) warmest \(span.warmest)")
}
print(coldestAndWarmest([]) == nil)

var pair = (left: 1, right: 2)
pair = (pair.right, pair.left)
pair.left += 10
print(pair)
print((2, "pear") < (3, "apple"), (5, "kiwi") < (5, "lime"), (7, "fig") == (7, "fig"))
let nested = ((1, 2), (three: 3, four: 4))
print(nested.0.1 + nested.1.three, nested)
var (a, b) = (10, 20)
(a, b) = (b, a)
print(a, b)
let scores = [("ann", 9), ("bo", 7)]
for (name, score) in scores { print("\(name): \(score)") }

// expect: number 17, street Harbour Lane
// expect: 17 17 Harbour Lane
// expect: 21 cloudy
// expect: (degrees: 21, sky: "cloudy")
// expect: (17, "Harbour Lane")
// expect: coldest -3 warmest 22
// expect: true
// expect: (left: 12, right: 1)
// expect: true true true
// expect: 5 ((1, 2), (three: 3, four: 4))
// expect: 20 10
// expect: ann: 9
// expect: bo: 7
