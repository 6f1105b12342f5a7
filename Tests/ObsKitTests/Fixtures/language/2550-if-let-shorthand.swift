// Swift Evolution style (SE-0345): if let / guard let / while let shorthand for unwrapping optionals
final class UserProfile {
    var nickname: String?
    var age: Int?
    var referrer: UserProfile?
    init(nickname: String?, age: Int?, referrer: UserProfile?) {
        self.nickname = nickname; self.age = age; self.referrer = referrer
    }
}

func greeting(for profile: UserProfile) -> String {
    if let nickname = profile.nickname, let age = profile.age {
        return "hi \(nickname), age \(age)"
    }
    let nickname = profile.nickname
    if let nickname {
        return "hi \(nickname)"
    }
    return "hi stranger"
}

func describeAge(_ age: Int?) -> String {
    guard let age else { return "age unknown" }
    return age >= 18 ? "adult (\(age))" : "minor (\(age))"
}

func chainLength(_ start: UserProfile) -> Int {
    var current: UserProfile? = start
    var count = 0
    while let current2 = current {
        count += 1
        current = current2.referrer
    }
    return count
}

var pending: Int? = 3
var log: [String] = []
if var pending {
    pending *= 10
    log.append("shadow copy \(pending)")
}
log.append("original \(pending ?? -1)")

let alice = UserProfile(nickname: "alice", age: 31, referrer: nil)
let bob = UserProfile(nickname: "bob", age: nil, referrer: alice)
let anon = UserProfile(nickname: nil, age: 12, referrer: bob)

print(greeting(for: alice))
print(greeting(for: bob))
print(greeting(for: anon))
print(describeAge(anon.age))
print(describeAge(bob.age))
print(chainLength(anon))
print(log.joined(separator: "; "))

let maybeScores: [Int?] = [4, nil, 9]
for score in maybeScores {
    if let score, score > 5 {
        print("high \(score)")
    } else if let score {
        print("low \(score)")
    } else {
        print("missing")
    }
}

let referrerName = anon.referrer?.referrer?.nickname
if let referrerName {
    print("grand referrer: \(referrerName)")
}
// expect: hi alice, age 31
// expect: hi bob
// expect: hi stranger
// expect: minor (12)
// expect: age unknown
// expect: 3
// expect: shadow copy 30; original 3
// expect: low 4
// expect: missing
// expect: high 9
// expect: grand referrer: alice
