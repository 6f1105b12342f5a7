// Observation in depth style: computed properties over stored ones; a view reading fullName re-runs when first or last changes, and a view reading greeting depends on what its last evaluation read (once nickname is set, first no longer matters to it) (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Person {
    var first = "Maya"
    var last = "Ortiz"
    var nickname = ""

    var fullName: String { "\(first) \(last)" }
    var greeting: String { nickname.isEmpty ? "Hi \(first)" : "Hi \(nickname)" }
}

struct FullNameView: View {
    let person: Person

    var body: some View {
        let _ = print("FullNameView body: \(person.fullName)")
        Text(person.fullName)
    }
}

struct GreetingView: View {
    let person: Person

    var body: some View {
        let text = person.greeting
        let _ = print("GreetingView body: \(text)")
        Text(text)
    }
}

struct PersonScreen: View {
    @State private var person = Person()

    var body: some View {
        let _ = print("PersonScreen body")
        VStack {
            FullNameView(person: person)
            GreetingView(person: person)
            Button("Rename first") { person.first = "Mia" }
            Button("Set nickname") { person.nickname = "Em" }
            Button("Rename first again") { person.first = "Mara" }
            Button("Change last") { person.last = "Ruiz" }
        }
    }
}

:mount PersonScreen()
// expect: PersonScreen body
// expect: FullNameView body: Maya Ortiz
// expect: GreetingView body: Hi Maya
:tap "Rename first"
// expect: FullNameView body: Mia Ortiz
// expect: GreetingView body: Hi Mia
:tap "Set nickname"
// expect: GreetingView body: Hi Em
:tap "Rename first again"
// expect: FullNameView body: Mara Ortiz
:tap "Change last"
// expect: FullNameView body: Mara Ruiz
