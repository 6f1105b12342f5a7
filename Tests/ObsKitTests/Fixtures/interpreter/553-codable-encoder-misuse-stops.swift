// A second value through a single-value container is one of Foundation's preconditions: Swift's program stops
// there (its release build prints only "Illegal instruction"); ObsREPL stops the script with the
// precondition's words instead of going down with it. What comes before it prints as swiftc's run does.
import Foundation

struct Temperature: Encodable {
    var celsius: Double

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(celsius)
        try container.encode(celsius * 9 / 5 + 32)
    }
}

print("encoding")
let data = try JSONEncoder().encode([Temperature(celsius: 20)])
print(data.count)

// expect: encoding
// expect-error: Fatal error: Attempt to encode value through single value container when previously value already encoded.
