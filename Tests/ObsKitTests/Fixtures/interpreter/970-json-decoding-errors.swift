// Decoding errors from JSONDecoder: a missing key, a wrong type and a bad enum raw value, caught by case and by their context.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

enum Plan: String, Codable { case free, pro }
struct User: Codable {
    var name: String
    var age: Int
    var plan: Plan
}
let samples = [
    #"{"name": "Ana", "age": 30, "plan": "pro"}"#,
    #"{"name": "Bo", "plan": "free"}"#,
    #"{"name": "Cy", "age": "old", "plan": "free"}"#,
    #"{"name": "Di", "age": 20, "plan": "gold"}"#,
]
for sample in samples {
    do {
        let user = try JSONDecoder().decode(User.self, from: Data(sample.utf8))
        print("decoded", user.name, user.age, user.plan)
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing key:", key.stringValue)
    } catch DecodingError.typeMismatch(_, let context) {
        print("wrong type at:", context.codingPath.map(\.stringValue))
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted:", context.debugDescription)
    }
}

// expect: decoded Ana 30 pro
// expect: missing key: age
// expect: wrong type at: ["age"]
// expect: corrupted: Cannot initialize Plan from invalid String value gold
