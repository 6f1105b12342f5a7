// The same idea with ObservableObject: a computed fullName read by one view and age by another, yet any @Published change (even an equal value) re-runs both and the owner; expected output by the SwiftUI rules (rules §6 "Any @Published change invalidates every observing view, whatever it read", "No equality check", T12)
import SwiftUI

final class PersonModel: ObservableObject {
    @Published var firstName = "Ada"
    @Published var lastName = "Byron"
    @Published var age = 36

    var fullName: String { "\(firstName) \(lastName)" }
}

struct NameLabel: View {
    @ObservedObject var person: PersonModel

    var body: some View {
        let _ = print("NameLabel body: \(person.fullName)")
        Text(person.fullName)
    }
}

struct AgeLabel: View {
    @ObservedObject var person: PersonModel

    var body: some View {
        let _ = print("AgeLabel body: \(person.age)")
        Text("Age \(person.age)")
    }
}

struct PersonScreen: View {
    @StateObject private var person = PersonModel()

    var body: some View {
        let _ = print("PersonScreen body")
        VStack {
            NameLabel(person: person)
            AgeLabel(person: person)
            Button("Birthday") { person.age += 1 }
            Button("Marry") { person.lastName = "Lovelace" }
            Button("Set age 37") { person.age = 37 }
        }
    }
}

:mount PersonScreen()
:tap "Birthday"
:tap "Marry"
:tap "Set age 37"

// expect: PersonScreen body
// expect: NameLabel body: Ada Byron
// expect: AgeLabel body: 36
// expect: PersonScreen body
// expect: NameLabel body: Ada Byron
// expect: AgeLabel body: 37
// expect: PersonScreen body
// expect: NameLabel body: Ada Lovelace
// expect: AgeLabel body: 37
// expect: PersonScreen body
// expect: NameLabel body: Ada Lovelace
// expect: AgeLabel body: 37
