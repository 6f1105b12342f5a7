// Swift book style: if let / guard let shorthand and multiple bindings
struct Profile {
    var nickname: String?
    var age: Int?
    var friends: [String]?
}

func summarize(_ p: Profile) -> String {
    var parts: [String] = []
    if let nickname = p.nickname {
        parts.append("nick \(nickname)")
    }
    if let age = p.age, age >= 18 {
        parts.append("adult (\(age))")
    } else if let age = p.age {
        parts.append("minor (\(age))")
    }
    if let friends = p.friends, !friends.isEmpty, let best = friends.first {
        parts.append("\(friends.count) friends, best \(best)")
    }
    return parts.isEmpty ? "empty profile" : parts.joined(separator: "; ")
}

print(summarize(Profile(nickname: "zz", age: 30, friends: ["yy", "xx"])))
print(summarize(Profile(nickname: nil, age: 12, friends: [])))
print(summarize(Profile(nickname: nil, age: nil, friends: nil)))

// Shorthand syntax (Swift 5.7+)
let name: String? = "Taylor"
let count: Int? = nil
if let name {
    print("name is \(name)")
}
if let count {
    print("count is \(count)")
} else {
    print("count missing")
}

func greet(_ who: String?, times: Int?) -> String {
    guard let who, let times, times > 0 else {
        return "cannot greet"
    }
    return Array(repeating: "hi \(who)", count: times).joined(separator: ", ")
}
print(greet("al", times: 2))
print(greet(nil, times: 2))
print(greet("al", times: 0))

// var binding and mutation of the copy
var stock: Int? = 5
if var s = stock {
    s -= 2
    print("local copy \(s), original \(stock!)")
}

// Shadowing in nested scopes
class Node {
    let value: Int
    var next: Node?
    init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
}
let list = Node(1, Node(2, Node(3)))
var cursor: Node? = list
var collected: [Int] = []
while let current = cursor {
    collected.append(current.value)
    cursor = current.next
}
print(collected)

if let second = list.next, let third = second.next, third.next == nil {
    print("third is last: \(third.value)")
}

// Optional binding in a while with a mutating source
var queue: [String] = ["a", "b", "c"]
while let head = queue.first {
    queue.removeFirst()
    print("processing \(head), \(queue.count) left")
}

// guard let that unwraps and transforms
func area(width: String?, height: String?) -> Int? {
    guard let width, let w = Int(width), let h = height.flatMap({ Int($0) }) else {
        return nil
    }
    return w * h
}
print(area(width: "3", height: "4") as Any)
print(area(width: "3", height: "x") as Any)
print(area(width: nil, height: "4") as Any)
// expect: nick zz; adult (30); 2 friends, best yy
// expect: minor (12)
// expect: empty profile
// expect: name is Taylor
// expect: count missing
// expect: hi al, hi al
// expect: cannot greet
// expect: cannot greet
// expect: local copy 3, original 5
// expect: [1, 2, 3]
// expect: third is last: 3
// expect: processing a, 2 left
// expect: processing b, 1 left
// expect: processing c, 0 left
// expect: Optional(12)
// expect: nil
// expect: nil
