// Protocol composition `A & B` as a parameter type.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged {
    var name: String
    var age: Int
}
struct Pet: Named {
    var name: String
}
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))
let all: [any Named] = [Person(name: "Zoe", age: 30), Pet(name: "Rex")]
for n in all {
    if let both = n as? Named & Aged {
        wishHappyBirthday(to: both)
    } else {
        print("\(n.name) has no age")
    }
}

// expect: Happy birthday, Malcolm, you're 21!
// expect: Happy birthday, Zoe, you're 30!
// expect: Rex has no age
