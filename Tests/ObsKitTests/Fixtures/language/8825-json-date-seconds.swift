// Apple docs style (JSONEncoder.DateEncodingStrategy): seconds and milliseconds since 1970
import Foundation

struct Reading: Codable {
    var sensor: String
    var takenAt: Date
}

let reading = Reading(sensor: "greenhouse", takenAt: Date(timeIntervalSince1970: 1_600_000_000))

let seconds = JSONEncoder()
seconds.dateEncodingStrategy = .secondsSince1970
seconds.outputFormatting = .sortedKeys
print(String(decoding: try seconds.encode(reading), as: UTF8.self))

let millis = JSONEncoder()
millis.dateEncodingStrategy = .millisecondsSince1970
millis.outputFormatting = .sortedKeys
print(String(decoding: try millis.encode(reading), as: UTF8.self))

let incoming = #"[{"sensor":"attic","takenAt":1600000060},{"sensor":"cellar","takenAt":1600000300}]"#
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
let readings = try decoder.decode([Reading].self, from: Data(incoming.utf8))

for r in readings {
    let delay = r.takenAt.timeIntervalSince(reading.takenAt)
    print("\(r.sensor) arrived \(Int(delay))s after the greenhouse")
}

// mismatched strategies read the number as a different instant
let wrong = JSONDecoder()
wrong.dateDecodingStrategy = .millisecondsSince1970
let skewed = try wrong.decode([Reading].self, from: Data(incoming.utf8))
print(String(format: "as milliseconds: %.2f", skewed[0].takenAt.timeIntervalSince1970))

// expect: {"sensor":"greenhouse","takenAt":1600000000}
// expect: {"sensor":"greenhouse","takenAt":1600000000000}
// expect: attic arrived 60s after the greenhouse
// expect: cellar arrived 300s after the greenhouse
// expect: as milliseconds: 1600000.06
