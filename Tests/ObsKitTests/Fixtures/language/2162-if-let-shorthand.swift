// Swift Evolution style (SE-0345): if let / guard let / while var shorthand for unwrapping
struct User {
    var name: String
    var nickname: String?
    var age: Int?
}

func greet(_ user: User) -> String {
    if let nickname = user.nickname {
        return "hi \(nickname)"
    }
    return "hello \(user.name)"
}

func ageNextYear(_ age: Int?) -> String {
    guard let age else { return "unknown age" }
    return "next year: \(age + 1)"
}

func describe(_ name: String?, _ age: Int?) -> String {
    if let name, let age, age >= 18 {
        return "\(name) is an adult (\(age))"
    } else if let name {
        return "\(name), age \(age.map(String.init) ?? "?")"
    }
    return "nobody"
}

func shout(_ text: String?) -> String {
    if var text {
        text = text.uppercased()
        text += "!"
        return text
    }
    return "(silence)"
}

let users = [User(name: "Ann", nickname: "annie", age: 30), User(name: "Bo", nickname: nil, age: nil)]
for u in users { print(greet(u)) }
print(ageNextYear(41))
print(ageNextYear(nil))
print(describe("Cy", 20))
print(describe("Di", 12))
print(describe("Ed", nil))
print(describe(nil, 50))
print(shout("quiet"))
print(shout(nil))

var queue: [Int] = [3, 1, 2]
var next: Int? = queue.popLast()
while let next_ = next {
    print("processing", next_)
    next = queue.popLast()
}

let maybe: Int? = 5
let closure = { () -> Int in
    guard let maybe else { return 0 }
    return maybe * 3
}
print("closure:", closure())

// expect: hi annie
// expect: hello Bo
// expect: next year: 42
// expect: unknown age
// expect: Cy is an adult (20)
// expect: Di, age 12
// expect: Ed, age ?
// expect: nobody
// expect: QUIET!
// expect: (silence)
// expect: processing 2
// expect: processing 1
// expect: processing 3
// expect: closure: 15
