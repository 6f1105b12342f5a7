// Apple "Performing a search operation" style: a NavigationStack list with .searchable(text:) filters its departments through a computed property over the @State search text the body reads, so each :search runs the list; a status view below the modifier reads \.isSearching and runs only when searching starts or ends; clearing the search ends it (rules §15.10, §3.5, §14.2, §2.7)
import SwiftUI

struct Department: Identifiable {
    let id: Int
    let name: String
}

struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        let _ = print("SearchStatus body: searching=\(isSearching)")
        Text(isSearching ? "Searching" : "Browse all")
    }
}

struct DepartmentList: View {
    let departments = [
        Department(id: 1, name: "Bakery"),
        Department(id: 2, name: "Dairy"),
        Department(id: 3, name: "Deli"),
        Department(id: 4, name: "Produce"),
    ]
    @State private var searchText = ""

    var searchResults: [Department] {
        if searchText.isEmpty {
            return departments
        }
        return departments.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("DepartmentList body: \(searchResults.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List {
                SearchStatus()
                ForEach(searchResults) { department in
                    Text(department.name)
                }
            }
            .navigationTitle("Departments")
            .searchable(text: $searchText)
        }
    }
}

:mount DepartmentList()
// expect: DepartmentList body: Bakery, Dairy, Deli, Produce
// expect: SearchStatus body: searching=false
:search "d"
// expect: DepartmentList body: Dairy, Deli, Produce
// expect: SearchStatus body: searching=true
:search "de"
// expect: DepartmentList body: Deli
:search ""
// expect: DepartmentList body: Bakery, Dairy, Deli, Produce
// expect: SearchStatus body: searching=false
