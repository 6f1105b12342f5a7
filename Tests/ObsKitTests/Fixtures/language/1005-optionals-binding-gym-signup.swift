// The Basics: optionals: failable conversion, nil, if let (with shorthand), several bindings with conditions, guard let.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let typedAge = "27"
let parsedAge = Int(typedAge)
print(parsedAge as Any)
print(Int("2x7") as Any)
var lockerNumber: Int? = 118
lockerNumber = nil
print(lockerNumber == nil)
var referralCode: String?
print(referralCode ?? "no referral")
referralCode = "FRIEND5"

if let age = Int(typedAge) {
    print("'\(typedAge)' parses to the age \(age)")
} else {
    print("not a number")
}
if let referralCode {
    print("referral:", referralCode)
}
if let minimum = Int("16"), let given = Int("27"), minimum <= given && given < 120 {
    print("\(minimum) <= \(given) < 120")
}
if var visits = Int("11") {
    visits += 1
    print("visits", visits)
}

func welcome(_ member: [String: String]) {
    guard let name = member["name"] else {
        print("no name")
        return
    }
    print("Welcome, \(name)!")
    guard let plan = member["plan"] else {
        print("Please pick a plan at the front desk.")
        return
    }
    print("Your \(plan) plan is active.")
}
welcome(["name": "Tomas"])
welcome(["name": "Ines", "plan": "evening"])
welcome([:])
let maybe: Int? = 5
print(maybe!, maybe.map { $0 * 2 }!, maybe as Any)

// expect: Optional(27)
// expect: nil
// expect: true
// expect: no referral
// expect: '27' parses to the age 27
// expect: referral: FRIEND5
// expect: 16 <= 27 < 120
// expect: visits 12
// expect: Welcome, Tomas!
// expect: Please pick a plan at the front desk.
// expect: Welcome, Ines!
// expect: Your evening plan is active.
// expect: no name
// expect: 5 10 Optional(5)
