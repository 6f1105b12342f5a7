// everyday app screens style: a contact search that loads its data in .task: the store is an @Observable in @State, the first load shows a loading state, the results list is a child given the filtered names (an equal array skips its body), and Return in the search field runs onSubmit(of: .search) (rules §11.3, §8.3, §2.3, §15.10)
import SwiftUI

@Observable
final class ContactStore {
    var contacts: [String] = []
    var isLoading = false

    init() { print("ContactStore init") }
    deinit { print("ContactStore deinit") }

    func load() async {
        isLoading = true
        try? await Task.sleep(for: .milliseconds(500))
        contacts = ["Ada", "Alan", "Grace", "Linus"]
        isLoading = false
        print("loaded \(contacts.count) contacts")
    }
}

struct ResultsList: View {
    let names: [String]

    var body: some View {
        let _ = print("ResultsList body: [\(names.joined(separator: ","))]")
        List(names, id: \.self) { Text($0) }
    }
}

struct ContactSearch: View {
    @State private var store = ContactStore()
    @State private var query = ""

    var body: some View {
        let _ = print("ContactSearch body: loading=\(store.isLoading) query='\(query)'")
        let names = query.isEmpty ? store.contacts : store.contacts.filter { $0.lowercased().hasPrefix(query.lowercased()) }
        NavigationStack {
            ResultsList(names: names)
                .searchable(text: $query, prompt: "Find a contact")
                .onSubmit(of: .search) { print("search submitted: \(query)") }
        }
        .task { await store.load() }
    }
}

:mount ContactSearch()
// expect: ContactStore init
// expect: ContactSearch body: loading=false query=''
// expect: ResultsList body: []
// expect: ContactSearch body: loading=true query=''
:advance 500ms
// expect: loaded 4 contacts
// expect: ContactSearch body: loading=false query=''
// expect: ResultsList body: [Ada,Alan,Grace,Linus]
:search "a"
// expect: ContactSearch body: loading=false query='a'
// expect: ResultsList body: [Ada,Alan]
:submit "Find a contact"
// expect: search submitted: a
:search ""
// expect: ContactSearch body: loading=false query=''
// expect: ResultsList body: [Ada,Alan,Grace,Linus]
:unmount
// expect: ContactStore deinit
