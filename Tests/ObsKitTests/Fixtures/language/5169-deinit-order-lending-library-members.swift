// Book style (Automatic Reference Counting): deinit order of a lending library and its members
class Member {
    let name: String
    var borrowed: [Volume] = []
    init(name: String) {
        self.name = name
        print("\(name) joins")
    }
    deinit { print("\(name) leaves") }
}

class Volume {
    let title: String
    weak var holder: Member?
    init(title: String) {
        self.title = title
        print("volume \(title) shelved")
    }
    deinit { print("volume \(title) pulped") }
}

var ann: Member? = Member(name: "Ann")
var ben: Member? = Member(name: "Ben")
var atlas: Volume? = Volume(title: "Atlas")
var herbal: Volume? = Volume(title: "Herbal")

func lend(_ v: Volume, to m: Member) {
    v.holder = m
    m.borrowed.append(v)
    print("\(v.title) -> \(m.name)")
}

lend(atlas!, to: ann!)
lend(herbal!, to: ann!)
print(atlas?.holder?.name as Any)
print(ann!.borrowed.map { $0.title })

print("dropping atlas variable")
atlas = nil
print("ann still has", ann!.borrowed.count)

print("ann leaves the club")
ann = nil
print("herbal holder:", herbal?.holder?.name as Any)

lend(herbal!, to: ben!)
herbal = nil
print("ben holds", ben!.borrowed.map(\.title))

do {
    let guest = Member(name: "Guest")
    let pamphlet = Volume(title: "Pamphlet")
    lend(pamphlet, to: guest)
    print("end of scope")
}
print("after scope")
ben = nil
print("done")

// expect: Ann joins
// expect: Ben joins
// expect: volume Atlas shelved
// expect: volume Herbal shelved
// expect: Atlas -> Ann
// expect: Herbal -> Ann
// expect: Optional("Ann")
// expect: ["Atlas", "Herbal"]
// expect: dropping atlas variable
// expect: ann still has 2
// expect: ann leaves the club
// expect: Ann leaves
// expect: volume Atlas pulped
// expect: herbal holder: nil
// expect: Herbal -> Ben
// expect: ben holds ["Herbal"]
// expect: Guest joins
// expect: volume Pamphlet shelved
// expect: Pamphlet -> Guest
// expect: end of scope
// expect: Guest leaves
// expect: volume Pamphlet pulped
// expect: after scope
// expect: Ben leaves
// expect: volume Herbal pulped
// expect: done
