// Apple, "Migrating from the Observable Object protocol to the Observable macro", https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro — a computed fullName over two tracked properties, an @ObservationIgnored nickname, a property nobody reads, and an equal assignment
// With Observation a view "updates only when an observable property that its body reads changes" (rules §8.3); a
// computed property counts through the stored ones it reads. @ObservationIgnored properties are not tracked, and
// since Swift 6.1 assigning an equal value notifies nobody (§8.1). The ignored nickname shows up only when a
// tracked change runs the body again.
import SwiftUI

@Observable
final class Person {
    var firstName = "Ada"
    var lastName = "Lovelace"
    var visits = 0
    @ObservationIgnored var nickname = "Countess"

    var fullName: String { "\(firstName) \(lastName)" }
}

struct NameView: View {
    let person: Person

    var body: some View {
        let _ = print("NameView body: \(person.fullName), aka \(person.nickname)")
        Text(person.fullName)
    }
}

struct PersonScreen: View {
    @State private var person = Person()

    var body: some View {
        let _ = print("PersonScreen body")
        VStack {
            NameView(person: person)
            Button("Marry") { person.lastName = "King" }
            Button("Nickname") { person.nickname = "Enchantress" }
            Button("Visit") { person.visits += 1 }
            Button("Same first name") { person.firstName = "Ada" }
            Button("Rename") { person.firstName = "Augusta" }
        }
    }
}

:mount PersonScreen()
// expect: PersonScreen body
// expect: NameView body: Ada Lovelace, aka Countess
:tap "Marry"
// expect: NameView body: Ada King, aka Countess
:tap "Nickname"
:tap "Visit"
:tap "Same first name"
:tap "Marry"
:tap "Rename"
// expect: NameView body: Augusta King, aka Enchantress
