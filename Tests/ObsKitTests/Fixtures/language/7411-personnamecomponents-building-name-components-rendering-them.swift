// Tutorial style (PersonNameComponents): building name components and rendering them yourself
// known-gap: `PersonNameComponents` (and its formatter) is not provided
import Foundation

var name = PersonNameComponents()
name.namePrefix = "Dr."
name.givenName = "Grace"
name.middleName = "Brewster"
name.familyName = "Hopper"
name.nickname = "Amazing Grace"

func fullName(_ c: PersonNameComponents) -> String {
    [c.namePrefix, c.givenName, c.middleName, c.familyName, c.nameSuffix]
        .compactMap { $0 }
        .joined(separator: " ")
}

func initials(_ c: PersonNameComponents) -> String {
    [c.givenName, c.familyName]
        .compactMap { $0?.first }
        .map { String($0) }
        .joined()
}

print(fullName(name))
print(initials(name))
print("Nickname: \(name.nickname ?? "none")")
print("Has suffix: \(name.nameSuffix != nil)")

var other = PersonNameComponents(givenName: "Alan", familyName: "Turing")
print(fullName(other))
other.nameSuffix = "OBE"
print(fullName(other))

let copy = PersonNameComponents(givenName: "Alan", familyName: "Turing")
print("Equal before suffix: \(copy == PersonNameComponents(givenName: "Alan", familyName: "Turing"))")
print("Equal after suffix: \(copy == other)")

let people = [name, other, PersonNameComponents(givenName: "Ada", familyName: "Lovelace")]
let sorted = people.sorted { ($0.familyName ?? "") < ($1.familyName ?? "") }
print(sorted.map { initials($0) }.joined(separator: ", "))
// expect: Dr. Grace Brewster Hopper
// expect: GH
// expect: Nickname: Amazing Grace
// expect: Has suffix: false
// expect: Alan Turing
// expect: Alan Turing OBE
// expect: Equal before suffix: true
// expect: Equal after suffix: false
// expect: GH, AL, AT
