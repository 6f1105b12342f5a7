// Blog style (Fatbobman): .searchable filters the backing array; rows that drop out disappear and come back as they match again (rules §15.10, §1.2, §11.1, §3.5)
import SwiftUI
import Observation

@Observable
final class CountryStore {
    var names = ["Chile", "China", "Cuba", "Peru"]
}

struct CountryList: View {
    @State private var store = CountryStore()
    @State private var query = ""

    private var results: [String] {
        query.isEmpty ? store.names : store.names.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print("CountryList body query=\"\(query)\" -> \(results.joined(separator: ","))")
        NavigationStack {
            List(results, id: \.self) { name in
                Text(name)
                    .onAppear { print("show \(name)") }
                    .onDisappear { print("hide \(name)") }
            }
            .searchable(text: $query)
        }
    }
}
:mount CountryList()
// expect: CountryList body query="" -> Chile,China,Cuba,Peru
// expect: show Chile
// expect: show China
// expect: show Cuba
// expect: show Peru
:search "ch"
// expect: CountryList body query="ch" -> Chile,China
// expect: hide Cuba
// expect: hide Peru
:search ""
// expect: CountryList body query="" -> Chile,China,Cuba,Peru
// expect: show Cuba
// expect: show Peru
