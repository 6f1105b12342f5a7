// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/displaying-data-in-lists (staff grouped in a Section per department, rows made by PersonRowView)
// Apple's article builds a company directory: an outer ForEach over `company.departments` makes a Section
// with the department's name as header, an inner ForEach over its staff makes a PersonRowView per person,
// each wrapped in a NavigationLink to a detail view. All rows fit on screen, so every row's body runs on
// mount, section by section; tapping a person pushes the detail (its onAppear runs).
import SwiftUI

struct Person: Identifiable {
    let id = UUID()
    var name: String
    var phoneNumber: String
}

struct Department: Identifiable {
    let id = UUID()
    var name: String
    var staff: [Person]
}

struct Company {
    var departments: [Department]
}

let company = Company(departments: [
    Department(name: "Sales", staff: [
        Person(name: "Juan Chavez", phoneNumber: "(408) 555-4301"),
        Person(name: "Mei Chen", phoneNumber: "(919) 555-2481"),
    ]),
    Department(name: "Engineering", staff: [
        Person(name: "Tom Clark", phoneNumber: "(212) 555-0187"),
    ]),
])

struct PersonRowView: View {
    var person: Person

    var body: some View {
        let _ = print("row \(person.name)")
        VStack(alignment: .leading, spacing: 3) {
            Text(person.name)
                .foregroundColor(.primary)
                .font(.headline)
            HStack(spacing: 3) {
                Label(person.phoneNumber, systemImage: "phone")
            }
            .foregroundColor(.secondary)
            .font(.subheadline)
        }
    }
}

struct PersonDetailView: View {
    var person: Person

    var body: some View {
        VStack {
            Text(person.name)
                .font(.title)
            Label(person.phoneNumber, systemImage: "phone")
        }
        .onAppear { print("detail \(person.name)") }
    }
}

struct StaffDirectory: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(company.departments) { department in
                    Section(header: Text(department.name)) {
                        ForEach(department.staff) { person in
                            NavigationLink(destination: PersonDetailView(person: person)) {
                                PersonRowView(person: person)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Staff Directory")
        }
    }
}

:mount StaffDirectory()
// expect: row Juan Chavez
// expect: row Mei Chen
// expect: row Tom Clark
:tap "Mei Chen"
// expect: detail Mei Chen
