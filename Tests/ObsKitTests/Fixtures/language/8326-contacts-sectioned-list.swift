// App model layer: a contacts list view model split into alphabetical sections with search
struct Person: Identifiable {
    let id: Int
    let firstName: String
    let lastName: String
    var fullName: String { "\(firstName) \(lastName)" }
    var sectionKey: String {
        guard let first = lastName.first, first.isLetter else { return "#" }
        return String(first).uppercased()
    }
}

struct Section {
    let title: String
    let people: [Person]
}

struct ContactsViewModel {
    let people: [Person]
    var query = ""

    var filtered: [Person] {
        let q = query.lowercased()
        guard !q.isEmpty else { return people }
        return people.filter { $0.fullName.lowercased().contains(q) }
    }

    var sections: [Section] {
        Dictionary(grouping: filtered, by: \.sectionKey)
            .map { key, people in
                Section(title: key, people: people.sorted { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) })
            }
            .sorted { a, b in
                if a.title == "#" { return false }
                if b.title == "#" { return true }
                return a.title < b.title
            }
    }

    var indexTitles: [String] { sections.map(\.title) }
}

let people = [
    Person(id: 1, firstName: "Grace", lastName: "Hopper"),
    Person(id: 2, firstName: "Alan", lastName: "Turing"),
    Person(id: 3, firstName: "Ada", lastName: "Lovelace"),
    Person(id: 4, firstName: "Tim", lastName: "berners-Lee"),
    Person(id: 5, firstName: "Barbara", lastName: "Liskov"),
    Person(id: 6, firstName: "Agent", lastName: "007"),
    Person(id: 7, firstName: "Edsger", lastName: "Dijkstra"),
    Person(id: 8, firstName: "Donald", lastName: "Knuth"),
    Person(id: 9, firstName: "Anita", lastName: "Borg"),
]

var vm = ContactsViewModel(people: people)
for section in vm.sections {
    print("\(section.title): \(section.people.map(\.fullName).joined(separator: ", "))")
}
print("index: \(vm.indexTitles.joined())")
vm.query = "an"
print("'an' -> \(vm.indexTitles) \(vm.filtered.count) matches")
vm.query = "zzz"
print("'zzz' -> \(vm.sections.isEmpty ? "no results" : "results")")

// expect: B: Anita Borg, Tim berners-Lee
// expect: D: Edsger Dijkstra
// expect: H: Grace Hopper
// expect: K: Donald Knuth
// expect: L: Barbara Liskov, Ada Lovelace
// expect: T: Alan Turing
// expect: #: Agent 007
// expect: index: BDHKLT#
// expect: 'an' -> ["B", "T"] 2 matches
// expect: 'zzz' -> no results
