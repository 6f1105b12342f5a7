// Apple Codable article style (pretty printing): a nested model encoded with [.prettyPrinted, .sortedKeys], then read back
import Foundation

struct Trip: Codable, Equatable {
    var destination: String
    var nights: Int
    var travelers: [Traveler]
    var budget: Budget?
}

struct Traveler: Codable, Equatable {
    var name: String
    var seat: String?
}

struct Budget: Codable, Equatable {
    var currency: String
    var perNight: Int
}

let trip = Trip(
    destination: "Lisbon",
    nights: 3,
    travelers: [Traveler(name: "Elin", seat: "12A"), Traveler(name: "Noah", seat: nil)],
    budget: Budget(currency: "EUR", perNight: 95)
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(trip)
let text = String(decoding: data, as: UTF8.self)
print(text)
print("lines:", text.split(separator: "\n").count)

let back = try JSONDecoder().decode(Trip.self, from: data)
print("equal:", back == trip)
if let budget = back.budget {
    print("total:", budget.perNight * back.nights, budget.currency)
}

var noBudget = trip
noBudget.budget = nil
noBudget.travelers = []
print(String(decoding: try encoder.encode(noBudget), as: UTF8.self))

// expect: {
// expect:   "budget" : {
// expect:     "currency" : "EUR",
// expect:     "perNight" : 95
// expect:   },
// expect:   "destination" : "Lisbon",
// expect:   "nights" : 3,
// expect:   "travelers" : [
// expect:     {
// expect:       "name" : "Elin",
// expect:       "seat" : "12A"
// expect:     },
// expect:     {
// expect:       "name" : "Noah"
// expect:     }
// expect:   ]
// expect: }
// expect: lines: 17
// expect: equal: true
// expect: total: 285 EUR
// expect: {
// expect:   "destination" : "Lisbon",
// expect:   "nights" : 3,
// expect:   "travelers" : [
// expect:
// expect:   ]
// expect: }
