// Foundation in app code: parse text lines into Codable models, compute totals with NumberFormatter and encode a JSON report
import Foundation

struct Sale: Codable {
    let region: String
    let amount: Double
}

struct Report: Codable {
    let generatedAt: Date
    let totals: [String: Double]
    let topRegion: String
}

let input = """
north, 120.50
south, 99.99
north,  80.00
east, 300
  south,0.01
"""

let sales: [Sale] = input.components(separatedBy: .newlines).compactMap { line in
    let parts = line.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let amount = Double(parts[1]) else { return nil }
    return Sale(region: parts[0].capitalized, amount: amount)
}
print("Parsed \(sales.count) sales")

let totals = Dictionary(grouping: sales, by: \.region).mapValues { $0.reduce(0) { $0 + $1.amount } }
let currency = NumberFormatter()
currency.locale = Locale(identifier: "en_US")
currency.numberStyle = .currency
for region in totals.keys.sorted() {
    print("\(region): \(currency.string(from: NSNumber(value: totals[region]!))!)")
}

let top = totals.max { $0.value < $1.value }!.key
let report = Report(generatedAt: Date(timeIntervalSince1970: 1_704_067_200), totals: totals, topRegion: top)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
encoder.dateEncodingStrategy = .iso8601
print(String(data: try! encoder.encode(report), encoding: .utf8)!)

// expect: Parsed 5 sales
// expect: East: $300.00
// expect: North: $200.50
// expect: South: $100.00
// expect: {
// expect:   "generatedAt" : "2024-01-01T00:00:00Z",
// expect:   "topRegion" : "East",
// expect:   "totals" : {
// expect:     "East" : 300,
// expect:     "North" : 200.5,
// expect:     "South" : 100
// expect:   }
// expect: }
