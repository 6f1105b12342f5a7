// Blog style (untracked): onChange ignores properties not read inside the apply closure
import Observation

@Observable
final class Profile {
    var name: String
    var age: Int
    var city: String = "Oslo"

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
}

let p = Profile(name: "Ada", age: 36)
var log: [String] = []

let result = withObservationTracking {
    p.name.uppercased()
} onChange: {
    log.append("name will change")
}
print("apply returned \(result)")

p.age = 37
p.city = "Bergen"
print("after untracked writes: \(log)")
p.name = "Grace"
print("after tracked write: \(log)")
p.name = "Linus"
print("after second write: \(log)")
print(p.name, p.age, p.city)
// expect: apply returned ADA
// expect: after untracked writes: []
// expect: after tracked write: ["name will change"]
// expect: after second write: ["name will change"]
// expect: Linus 37 Bergen
