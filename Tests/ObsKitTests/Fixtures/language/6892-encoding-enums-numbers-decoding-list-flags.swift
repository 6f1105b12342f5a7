// Swift by Sundell style (Int raw values and CaseIterable): encoding enums as numbers and decoding a list of flags
import Foundation

enum Weekday: Int, Codable, CaseIterable, Comparable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
    var isWeekend: Bool { self == .saturday || self == .sunday }
}

enum Level: String, Codable {
    case beginner = "B", intermediate = "I", advanced = "A"
}

struct Course: Codable {
    var title: String
    var level: Level
    var days: [Weekday]
    var maxStudents: UInt8
}

let json = """
[
  {"title": "Pottery", "level": "B", "days": [6, 2], "maxStudents": 8},
  {"title": "Salsa", "level": "I", "days": [5, 3, 1], "maxStudents": 20},
  {"title": "Chess", "level": "A", "days": [7], "maxStudents": 12}
]
"""

let courses = try JSONDecoder().decode([Course].self, from: Data(json.utf8))
for course in courses {
    let days = course.days.sorted().map { "\($0)" }.joined(separator: ",")
    let weekend = course.days.contains(where: \.isWeekend) ? "has weekend" : "weekdays only"
    print(course.title, course.level, course.level.rawValue, days, weekend, course.maxStudents)
}

var usage: [Weekday: Int] = [:]
for course in courses { for day in course.days { usage[day, default: 0] += 1 } }
for day in Weekday.allCases {
    print(day, usage[day] ?? 0)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(courses[1]), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(Course.self, from: Data(#"{"title": "X", "level": "B", "days": [], "maxStudents": 300}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("dataCorrupted at", context.codingPath.map(\.stringValue))
} catch DecodingError.typeMismatch(_, let context) {
    print("typeMismatch at", context.codingPath.map(\.stringValue))
}

// expect: Pottery beginner B tuesday,saturday has weekend 8
// expect: Salsa intermediate I monday,wednesday,friday weekdays only 20
// expect: Chess advanced A sunday has weekend 12
// expect: monday 1
// expect: tuesday 1
// expect: wednesday 1
// expect: thursday 0
// expect: friday 1
// expect: saturday 1
// expect: sunday 1
// expect: {"days":[5,3,1],"level":"I","maxStudents":20,"title":"Salsa"}
// expect: dataCorrupted at []
