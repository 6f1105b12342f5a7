// Swift Evolution style (SE-0345 if let shorthand): unwrapping user profile fields
struct Profile {
    var username: String
    var nickname: String?
    var age: Int?
    var email: String?
}

func greeting(for profile: Profile) -> String {
    let nickname = profile.nickname
    // Before: if let nickname = nickname
    if let nickname {
        return "Hey \(nickname)!"
    }
    return "Hello \(profile.username)."
}

func contactLine(_ profile: Profile) -> String {
    let email = profile.email
    let age = profile.age
    guard let email, let age else {
        return "\(profile.username): incomplete"
    }
    return "\(profile.username) <\(email)>, \(age)"
}

let people = [
    Profile(username: "amy", nickname: "Ames", age: 31, email: "amy@example.com"),
    Profile(username: "bo", nickname: nil, age: nil, email: "bo@example.com"),
    Profile(username: "cy", nickname: nil, age: 20, email: nil),
]

for p in people {
    print(greeting(for: p), "|", contactLine(p))
}

// `if var` shorthand gives a mutable copy
var limit: Int? = 5
if var limit {
    limit *= 10
    print("scaled limit:", limit)
}
print("original limit:", limit ?? 0)

// `guard var` shorthand inside a loop body
let queue: [String?] = ["a", nil, "c"]
for entry in queue {
    let item = entry
    guard var item else {
        print("skipping empty slot")
        continue
    }
    item += "!"
    print("processing", item)
}

// Combined with conditions
func describe(score: Int?, bonus: Int?) -> String {
    if let score, let bonus, score > 50 {
        return "high score \(score) + \(bonus)"
    } else if let score {
        return "score \(score)"
    }
    return "no score"
}
print(describe(score: 80, bonus: 5))
print(describe(score: 20, bonus: 5))
print(describe(score: 80, bonus: nil))
print(describe(score: nil, bonus: 1))

// Properties reached through implicit self can be unwrapped with the shorthand too
final class Session {
    var token: String? = "abc123"
    func header() -> String {
        if let token {
            return "Bearer \(token)"
        }
        return "anonymous"
    }
}
let session = Session()
print(session.header())
session.token = nil
print(session.header())

// expect: Hey Ames! | amy <amy@example.com>, 31
// expect: Hello bo. | bo: incomplete
// expect: Hello cy. | cy: incomplete
// expect: scaled limit: 50
// expect: original limit: 5
// expect: processing a!
// expect: skipping empty slot
// expect: processing c!
// expect: high score 80 + 5
// expect: score 20
// expect: score 80
// expect: no score
// expect: Bearer abc123
// expect: anonymous
