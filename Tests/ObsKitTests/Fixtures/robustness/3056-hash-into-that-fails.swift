// Class: crash (Swift's "Duplicate elements of type 'HashKey' were found in a Set", depending on the hash
// seed; found by obsfuzz with a `hash(into:)` calling `hash()`). A `hash(into:)` that stops with an error
// made ObsKit hash by the fields, which disagreed with the type's own `==`. The program built by swiftc
// 6.3.1 traps with "Fatal error: Index out of range"; ObsREPL reports that error.
struct Contact: Hashable {
    let name: String
    let email: String
    static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.email.lowercased() == rhs.email.lowercased() }
    func hash(into hasher: inout Hasher) {
        let none: [Int] = []
        hasher.combine(none[email.count % 1])
    }
}
let contacts = [Contact(name: "Ada", email: "ada@x.org"), Contact(name: "A.", email: "ADA@x.org"),
                Contact(name: "Alan", email: "alan@x.uk"), Contact(name: "Grace", email: "grace@x.mil")]
print(Set(contacts).count)
// expect-error: Index out of range
