// Swift Evolution style (if let shorthand): SE-0345 if let x, guard let x and while var shorthand for unwrapping optionals
struct Profile {
    var nickname: String?
    var age: Int?
    var email: String?
}

func summary(_ p: Profile) -> String {
    let nickname = p.nickname, age = p.age, email = p.email
    var parts: [String] = []
    if let nickname {
        parts.append("nick=\(nickname)")
    }
    if let age, age >= 18 {
        parts.append("adult(\(age))")
    } else if let age {
        parts.append("minor(\(age))")
    }
    if var email {
        email = email.lowercased()
        parts.append("mail=\(email)")
    }
    return parts.isEmpty ? "anonymous" : parts.joined(separator: " ")
}

func domain(of p: Profile) -> String {
    guard let email = p.email else { return "no email" }
    guard let at = email.firstIndex(of: "@") else { return "invalid" }
    return String(email[email.index(after: at)...])
}

let people = [
    Profile(nickname: "Zed", age: 30, email: "ZED@Example.com"),
    Profile(nickname: nil, age: 12, email: nil),
    Profile(nickname: "Moe", age: nil, email: "moe-at-home"),
    Profile(),
]
for p in people {
    print(summary(p), "|", domain(of: p))
}

var queue: [Int]? = [3, 1, 2]
if var queue {
    queue.sort()
    print("sorted local", queue)
}
print("original", queue ?? [])

let threshold: Int? = 2
var stack = [5, 4, 3, 2, 1]
while let top = stack.popLast() {
    if let threshold, top > threshold { break }
    print("pop \(top)")
}
print("left", stack)
// expect: nick=Zed adult(30) mail=zed@example.com | Example.com
// expect: minor(12) | no email
// expect: nick=Moe mail=moe-at-home | invalid
// expect: anonymous | no email
// expect: sorted local [1, 2, 3]
// expect: original [3, 1, 2]
// expect: pop 1
// expect: pop 2
// expect: left [5, 4]
