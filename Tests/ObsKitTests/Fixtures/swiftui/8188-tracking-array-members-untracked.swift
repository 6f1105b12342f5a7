// SwiftUI from Apple's documentation: tracking an array's count doesn't track the members' own properties
// SE-0395 Observation (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md): for
// `person.friends.count` read in withObservationTracking, "Mutations to the friends array will also cause a call to
// onChange, though changes to individual members of the array are not tracked."
import Observation

@Observable
final class Person {
    var firstName: String
    var friends: [Person] = []
    init(firstName: String) { self.firstName = firstName }
}

let ada = Person(firstName: "Ada")
ada.friends = [Person(firstName: "Charles")]
withObservationTracking {
    print("Ada has \(ada.friends.count) friends")
} onChange: {
    print("friends changed")
}
ada.friends[0].firstName = "Charlie"
print("member renamed")
ada.friends.append(Person(firstName: "Mary"))
print("friend added")
// expect: Ada has 1 friends
// expect: member renamed
// expect: friends changed
// expect: friend added
