// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (ForEach over a binding to a collection, editing a row's struct)
// In a Form, `ForEach($people) { $person in TextField("Name", text: $person.name) }` edits each person in
// place. Typing into the second field writes that element's `name`; the summary text below reads every
// name, so the body runs once per typed character. The other elements keep their names.
import SwiftUI

struct Person: Identifiable {
    let id: Int
    var name: String
}

struct PeopleForm: View {
    @State private var people = [
        Person(id: 1, name: "Juan"),
        Person(id: 2, name: "Mei"),
        Person(id: 3, name: "Tom"),
    ]

    var body: some View {
        let summary = people.map(\.name).joined(separator: ", ")
        let _ = print(summary)
        Form {
            ForEach($people) { $person in
                TextField("Name", text: $person.name)
            }
            Text(summary)
        }
    }
}

:mount PeopleForm()
// expect: Juan, Mei, Tom
:type "Li" into "Name" 2
// expect: Juan, MeiL, Tom
// expect: Juan, MeiLi, Tom
