// SwiftUI from Apple's documentation: a view reading an @Observable computed property re-runs when a stored property it uses changes
// Apple, Migrating from the Observable Object protocol to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): views
// update "based on changes to the observable properties that a view's body reads". Philippe Hausler (Observation's author), SE-0395
// review (https://forums.swift.org/t/second-review-se-0395-observability/65261/5): a computed property "composed with other values
// will be tracked". NameTag reads fullName (first + last), not age.
import SwiftUI

@Observable
final class Person {
    var first = "Ada"
    var last = "Lovelace"
    var age = 36
    var fullName: String { "\(first) \(last)" }
}

struct NameTag: View {
    let person: Person

    var body: some View {
        let _ = print("NameTag body: \(person.fullName)")
        Text(person.fullName)
    }
}

struct ProfileScreen: View {
    @State private var person = Person()

    var body: some View {
        VStack {
            Button("Rename") { person.last = "Byron" }
            Button("Birthday") { person.age += 1 }
            NameTag(person: person)
        }
    }
}

:mount ProfileScreen()
// expect: NameTag body: Ada Lovelace
:tap "Birthday"
:tap "Rename"
// expect: NameTag body: Ada Byron
