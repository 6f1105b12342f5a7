// Swift Evolution style (SE-0345): if let / guard let / while var shorthand for unwrapping optionals
struct User { var name: String; var nickname: String?; var age: Int? }

func greet(_ user: User) -> String {
    guard let age = user.age else { return "\(user.name): age unknown" }
    var nickname = user.nickname
    if let nickname {
        return "\(nickname) (\(age))"
    }
    nickname = "n/a"
    return "\(user.name) aka \(nickname!) (\(age))"
}

print(greet(User(name: "Ana", nickname: "Annie", age: 30)))
print(greet(User(name: "Bo", nickname: nil, age: 41)))
print(greet(User(name: "Cy", nickname: "C", age: nil)))

var stack: [Int] = [1, 2, 3]
var top: Int? = stack.popLast()
while let top2 = top {
    print("popped", top2)
    top = stack.popLast()
}
let maybe: Int? = 7
if var maybe { maybe += 1; print("shadow", maybe) }
print(maybe as Any)

// expect: Annie (30)
// expect: Bo aka n/a (41)
// expect: Cy: age unknown
// expect: popped 3
// expect: popped 2
// expect: popped 1
// expect: shadow 8
// expect: Optional(7)
