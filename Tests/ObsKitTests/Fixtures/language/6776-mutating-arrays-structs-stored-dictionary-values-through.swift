// Advanced Swift style (dictionary values in place): mutating arrays and structs stored as dictionary values through optional chaining, force unwrap and default subscripts
struct Course {
    var title: String
    var enrolled: [String] = []
}

var roster: [String: [String]] = ["math": ["ann"], "art": []]
roster["math"]?.append("ben")
roster["art"]!.append("cal")
roster["music", default: []].append("dee")
roster["physics"]?.append("never")
print(roster.keys.sorted().map { "\($0):\(roster[$0]!)" })

var courses: [Int: Course] = [101: Course(title: "Swift"), 102: Course(title: "Rust")]
courses[101]?.enrolled.append("eve")
courses[101]?.enrolled.append("fay")
courses[102]?.title += " II"
courses[103]?.title = "ghost"
print(courses.keys.sorted().map { "\($0) \(courses[$0]!.title) \(courses[$0]!.enrolled)" })

func enroll(_ name: String, in course: inout Course) {
    course.enrolled.append(name)
    course.enrolled.sort()
}
enroll("abe", in: &courses[101]!)
print(courses[101]!.enrolled)

if var course = courses[102] {
    course.enrolled.append("local only")
    print(course.enrolled.count, courses[102]!.enrolled.count)
}

var totals: [String: Int] = [:]
for (subject, names) in roster {
    totals[subject, default: 0] += names.count
}
print(totals.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var nested: [String: [String: Int]] = [:]
nested["a", default: [:]]["x", default: 0] += 1
nested["a", default: [:]]["x", default: 0] += 1
nested["b", default: [:]]["y"] = 5
print(nested["a"]!["x"]!, nested["b"]!["y"]!, nested.count)

// expect: ["art:[\"cal\"]", "math:[\"ann\", \"ben\"]", "music:[\"dee\"]"]
// expect: ["101 Swift [\"eve\", \"fay\"]", "102 Rust II []"]
// expect: ["abe", "eve", "fay"]
// expect: 1 0
// expect: ["art=1", "math=2", "music=1"]
// expect: 2 5 2
