// Swift Apprentice style (Codable): encoding and decoding nested types with JSONEncoder .sortedKeys, custom CodingKeys and a manual init(from:)
import Foundation

struct Employee: Codable {
    var name: String
    var id: Int
    var favoriteToy: Toy?
    enum CodingKeys: String, CodingKey {
        case id = "employeeId"
        case name
        case favoriteToy
    }
}
struct Toy: Codable, Equatable {
    var name: String
}
let toy1 = Toy(name: "Teddy Bear")
let employee1 = Employee(name: "John Appleseed", id: 7, favoriteToy: toy1)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let jsonData = try encoder.encode(employee1)
let jsonString = String(data: jsonData, encoding: .utf8)!
print(jsonString)
let decoder = JSONDecoder()
let employee2 = try decoder.decode(Employee.self, from: jsonData)
print(employee2.name, employee2.id, employee2.favoriteToy == toy1)

struct Gift: Codable {
    var employeeName: String
    var giftName: String
    enum CodingKeys: String, CodingKey { case employeeName = "employee", gift }
    enum GiftKeys: String, CodingKey { case toy }
    init(employeeName: String, giftName: String) {
        self.employeeName = employeeName
        self.giftName = giftName
    }
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        employeeName = try values.decode(String.self, forKey: .employeeName)
        let gift = try values.nestedContainer(keyedBy: GiftKeys.self, forKey: .gift)
        giftName = try gift.decode(String.self, forKey: .toy)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(employeeName, forKey: .employeeName)
        var gift = container.nestedContainer(keyedBy: GiftKeys.self, forKey: .gift)
        try gift.encode(giftName, forKey: .toy)
    }
}
let giftJSON = #"{"employee":"Ray","gift":{"toy":"Robot"}}"#
let gift = try decoder.decode(Gift.self, from: Data(giftJSON.utf8))
print(gift.employeeName, gift.giftName)
print(String(decoding: try encoder.encode(gift), as: UTF8.self))

enum Level: String, Codable { case junior, senior }
struct Team: Codable {
    let name: String
    let levels: [String: Level]
    let scores: [Double]
    let lead: Employee?
}
let team = Team(name: "Core", levels: ["zoe": .senior, "al": .junior], scores: [1.5, 2], lead: nil)
let teamData = try encoder.encode(team)
print(String(data: teamData, encoding: .utf8)!)
let back = try decoder.decode(Team.self, from: teamData)
print(back.levels.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }, back.lead == nil)
do {
    _ = try decoder.decode(Toy.self, from: Data(#"{"title":"x"}"#.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key:", key.stringValue)
}
let numbers = try decoder.decode([Int].self, from: Data("[3,1,2]".utf8))
print(numbers.sorted(), String(data: try encoder.encode(["b": 1, "a": 2]), encoding: .utf8)!)

// expect: {"employeeId":7,"favoriteToy":{"name":"Teddy Bear"},"name":"John Appleseed"}
// expect: John Appleseed 7 true
// expect: Ray Robot
// expect: {"employee":"Ray","gift":{"toy":"Robot"}}
// expect: {"levels":{"al":"junior","zoe":"senior"},"name":"Core","scores":[1.5,2]}
// expect: ["al:junior", "zoe:senior"] true
// expect: missing key: name
// expect: [1, 2, 3] {"a":2,"b":1}
