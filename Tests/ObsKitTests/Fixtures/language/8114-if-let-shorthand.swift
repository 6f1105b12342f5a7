// Swift Evolution style: SE-0345 if let / guard let / while let shorthand for shadowing optional bindings
struct Profile {
    var nickname: String?
    var age: Int?
    var email: String?
}

func greet(_ profile: Profile) -> String {
    if let nickname = profile.nickname {
        _ = nickname
    }
    let nickname = profile.nickname
    let age = profile.age
    if let nickname, let age {
        return "Hi \(nickname), you are \(age)"
    } else if let nickname {
        return "Hi \(nickname)"
    }
    return "Hi stranger"
}

print(greet(Profile(nickname: "sam", age: 28, email: nil)))
print(greet(Profile(nickname: "kim", age: nil, email: nil)))
print(greet(Profile(nickname: nil, age: 50, email: nil)))

func domain(of email: String?) -> String {
    guard let email else { return "no email" }
    guard let at = email.firstIndex(of: "@") else { return "invalid" }
    return String(email[email.index(after: at)...])
}

print(domain(of: "dev@swift.org"))
print(domain(of: "nobody"))
print(domain(of: nil))

var queue: [Int] = [3, 1, 4]
var next = queue.popLast()
while let current = next {
    print("processing \(current)")
    next = queue.popLast()
}

var threshold: Int? = 10
if var threshold {
    threshold *= 2
    print("local threshold: \(threshold)")
}
print("stored threshold: \(threshold ?? -1)")

final class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}

let list = Node(1, next: Node(2, next: Node(3)))
var cursor: Node? = list
var values: [Int] = []
while let c = cursor {
    values.append(c.value)
    cursor = c.next
}
print(values)

let optionalName: String? = "Taylor"
if let optionalName, optionalName.count > 3 {
    print("long name: \(optionalName)")
}

// expect: Hi sam, you are 28
// expect: Hi kim
// expect: Hi stranger
// expect: swift.org
// expect: invalid
// expect: no email
// expect: processing 4
// expect: processing 1
// expect: processing 3
// expect: local threshold: 20
// expect: stored threshold: 10
// expect: [1, 2, 3]
// expect: long name: Taylor
