// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/table (sorting rows with a `[KeyPathComparator]` sort order, as the Table page does; shown here in a List)
// Apple's Table page keeps `@State private var sortOrder = [KeyPathComparator(\Person.givenName)]` and sorts
// the people when it changes: `.onChange(of: sortOrder) { people.sort(using: $0) }`. On iPhone a table
// shows only its first column, so this adaptation lists the people and sets the sort order with buttons.
// The array isn't sorted until the order changes; each change sorts it once, and onChange reports the
// order the rows now have.
import SwiftUI

struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id = UUID()

    var fullName: String { givenName + " " + familyName }
}

struct PeopleList: View {
    @State private var people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
        Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com"),
    ]
    @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

    var body: some View {
        VStack {
            List(people) { person in
                Text(person.fullName)
            }
            .onChange(of: sortOrder) { _, newOrder in
                people.sort(using: newOrder)
                print(people.map(\.fullName).joined(separator: ", "))
            }
            Button("Family name, descending") {
                sortOrder = [KeyPathComparator(\Person.familyName, order: .reverse)]
            }
            Button("Given name") {
                sortOrder = [KeyPathComparator(\Person.givenName)]
            }
        }
    }
}

:mount PeopleList()
:tap "Family name, descending"
// expect: Gita Kumar, Tom Clark, Mei Chen, Juan Chavez
:tap "Given name"
// expect: Gita Kumar, Juan Chavez, Mei Chen, Tom Clark
