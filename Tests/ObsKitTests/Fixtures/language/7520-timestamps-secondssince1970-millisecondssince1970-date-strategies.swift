// Tutorial style (timestamps): secondsSince1970 and millisecondsSince1970 date strategies
import Foundation

struct Transaction: Codable {
    let id: Int
    let amount: Double
    let createdAt: Date
}

let secondsJSON = """
[{"id": 1, "amount": 9.99, "createdAt": 1609459200}, {"id": 2, "amount": 120, "createdAt": 1609545600.5}]
"""
let millisJSON = """
[{"id": 3, "amount": 42.0, "createdAt": 1609459200123}]
"""

let secondsDecoder = JSONDecoder()
secondsDecoder.dateDecodingStrategy = .secondsSince1970
let millisDecoder = JSONDecoder()
millisDecoder.dateDecodingStrategy = .millisecondsSince1970

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(secondsFromGMT: 0)
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"

let a = try secondsDecoder.decode([Transaction].self, from: Data(secondsJSON.utf8))
let b = try millisDecoder.decode([Transaction].self, from: Data(millisJSON.utf8))
for tx in a + b {
    print("#\(tx.id) \(tx.amount) at \(formatter.string(from: tx.createdAt))")
}

let sample = Transaction(id: 9, amount: 1.5, createdAt: Date(timeIntervalSince1970: 86_400 * 365))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

encoder.dateEncodingStrategy = .secondsSince1970
print(String(decoding: try encoder.encode(sample), as: UTF8.self))
encoder.dateEncodingStrategy = .millisecondsSince1970
print(String(decoding: try encoder.encode(sample), as: UTF8.self))
encoder.dateEncodingStrategy = .deferredToDate
print(String(decoding: try encoder.encode(sample), as: UTF8.self))

let roundTrip = try secondsDecoder.decode(Transaction.self,
    from: try { () throws -> Data in
        let e = JSONEncoder(); e.dateEncodingStrategy = .secondsSince1970; return try e.encode(sample)
    }())
print(roundTrip.createdAt == sample.createdAt, roundTrip.createdAt.timeIntervalSince1970)

// expect: #1 9.99 at 2021-01-01 00:00:00.000
// expect: #2 120.0 at 2021-01-02 00:00:00.500
// expect: #3 42.0 at 2021-01-01 00:00:00.123
// expect: {"amount":1.5,"createdAt":31536000,"id":9}
// expect: {"amount":1.5,"createdAt":31536000000,"id":9}
// expect: {"amount":1.5,"createdAt":-946771200,"id":9}
// expect: true 31536000.0
