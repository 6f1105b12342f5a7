// Check error: assigning to a read-only computed property
struct Person {
    var firstName: String
    var lastName: String

    var fullName: String {
        return "\(firstName) \(lastName)"
    }
}

var person = Person(firstName: "Ada", lastName: "Byron")
print(person.fullName)
person.fullName = "Ada Lovelace"
print(person.fullName)
// expect-error: cannot assign to property: 'fullName' is a get-only property
