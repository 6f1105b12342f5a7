// Parsing a small CSV-like text: split lines, trim whitespace, skip comments, convert numbers, report bad rows (expected output from swiftc 6.3.1 on Linux)
import Foundation

let raw = """
# city, country, population (millions), area km2
  Lagos , Nigeria, 15.4 , 1171
Lima,Peru,10.7,2672

Osaka , Japan , 19.1, 225
Oslo,Norway,n/a,454
Quito,Ecuador,2.8
"""

struct City {
    let name: String
    let country: String
    let population: Double
    let area: Int

    var density: Double { population * 1_000_000 / Double(area) }
}

enum RowProblem: CustomStringConvertible {
    case wrongFieldCount(line: Int, count: Int)
    case badNumber(line: Int, field: String)

    var description: String {
        switch self {
        case let .wrongFieldCount(line, count): return "line \(line): expected 4 fields, got \(count)"
        case let .badNumber(line, field): return "line \(line): '\(field)' is not a number"
        }
    }
}

var cities: [City] = []
var problems: [RowProblem] = []

for (offset, line) in raw.components(separatedBy: "\n").enumerated() {
    let lineNumber = offset + 1
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
    let fields = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count == 4 else {
        problems.append(.wrongFieldCount(line: lineNumber, count: fields.count))
        continue
    }
    guard let pop = Double(fields[2]) else {
        problems.append(.badNumber(line: lineNumber, field: fields[2]))
        continue
    }
    guard let area = Int(fields[3]) else {
        problems.append(.badNumber(line: lineNumber, field: fields[3]))
        continue
    }
    cities.append(City(name: fields[0], country: fields[1], population: pop, area: area))
}

print("parsed \(cities.count) cities, \(problems.count) problems")
for city in cities.sorted(by: { $0.density > $1.density }) {
    let label = city.name.padding(toLength: 6, withPad: " ", startingAt: 0) + city.country.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(label + String(format: "%5.1fM %6.0f/km2", city.population, city.density))
}
problems.forEach { print("problem:", $0) }
let initials = cities.map { String($0.name.prefix(1)) }.joined()
print("initials:", initials, "countries:", cities.map(\.country).joined(separator: "|"))

// expect: parsed 3 cities, 2 problems
// expect: Osaka Japan    19.1M  84889/km2
// expect: Lagos Nigeria  15.4M  13151/km2
// expect: Lima  Peru     10.7M   4004/km2
// expect: problem: line 6: 'n/a' is not a number
// expect: problem: line 7: expected 4 fields, got 3
// expect: initials: LLO countries: Nigeria|Peru|Japan
