// Swift Evolution style (SE-0345 if let shorthand): `if let x`, `guard let x`, `while var x` and `if var x` unwrapping an optional into a same-named binding
struct Profile {
    var nickname: String?
    var age: Int?
    var manager: String?
}

func greet(_ profile: Profile) -> String {
    if let nickname = profile.nickname, !nickname.isEmpty {
        return "hi \(nickname)"
    }
    return "hi stranger"
}

func summary(nickname: String?, age: Int?) -> String {
    guard let nickname, let age else {
        return "incomplete (\(nickname ?? "-"), \(age.map(String.init) ?? "-"))"
    }
    return "\(nickname) is \(age)"
}

print(greet(Profile(nickname: "Ro", age: 30)))
print(greet(Profile(nickname: "", age: nil)))
print(summary(nickname: "Ada", age: 36))
print(summary(nickname: nil, age: 12))
print(summary(nickname: "Kit", age: nil))

let bonus: Int? = 5
var score: Int? = 10
if var score {
    score += 1
    print("local score", score)
}
print("outer score", score ?? -1)

if let bonus, let score, bonus < score {
    print("bonus \(bonus) under score \(score)")
}

var queue: [Int]? = [3, 1, 2]
while var items = queue, !items.isEmpty {
    let first = items.removeFirst()
    print("took", first, "left", items.count)
    queue = items.isEmpty ? nil : items
}
print("queue is nil:", queue == nil)

let maybeNames: [String?] = ["ann", nil, "bo"]
for name in maybeNames {
    if let name {
        print("name:", name.uppercased())
    } else {
        print("missing")
    }
}

class Node {
    var next: Node?
    let value: Int
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}
var cursor: Node? = Node(1, next: Node(2, next: Node(3)))
var values: [Int] = []
while let current = cursor {
    values.append(current.value)
    cursor = current.next
}
print(values)

// expect: hi Ro
// expect: hi stranger
// expect: Ada is 36
// expect: incomplete (-, 12)
// expect: incomplete (Kit, -)
// expect: local score 11
// expect: outer score 10
// expect: bonus 5 under score 10
// expect: took 3 left 2
// expect: took 1 left 1
// expect: took 2 left 0
// expect: queue is nil: true
// expect: name: ANN
// expect: missing
// expect: name: BO
// expect: [1, 2, 3]
