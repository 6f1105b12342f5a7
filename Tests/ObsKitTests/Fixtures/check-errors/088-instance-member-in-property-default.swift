// Mistake: a stored property's default value reads other stored properties, i.e. uses `self` before the instance is initialized.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Employee {
    let firstName: String
    let lastName: String
    let hourlyRate: Double
    var hoursThisWeek: Double = 0
    let badgeName = firstName + " " + lastName.prefix(1) + "."

    var weeklyPay: Double {
        let overtime = max(0, hoursThisWeek - 40)
        let regular = hoursThisWeek - overtime
        return regular * hourlyRate + overtime * hourlyRate * 1.5
    }
}

var staff = [
    Employee(firstName: "Grace", lastName: "Hopper", hourlyRate: 52),
    Employee(firstName: "Alan", lastName: "Turing", hourlyRate: 48),
]
staff[0].hoursThisWeek = 44
staff[1].hoursThisWeek = 38

for person in staff {
    print("\(person.badgeName): \(person.weeklyPay)")
}
// expect-error: cannot use instance member 'firstName' within property initializer; property initializers run before 'self' is available
