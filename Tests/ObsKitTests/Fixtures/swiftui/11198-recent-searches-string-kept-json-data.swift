// Tutorial style (recent searches): a [String] kept as JSON Data in @AppStorage; adding decodes, appends, caps at three and encodes back; Clear removes the key; typing the query runs no body since only $query is passed on (rules §15.14, §3.4, §3.5, §10.1)
import SwiftUI

struct RecentSearches: View {
    @AppStorage("recentSearches") private var recentData = Data()
    @State private var query = ""

    private var recents: [String] {
        (try? JSONDecoder().decode([String].self, from: recentData)) ?? []
    }

    var body: some View {
        let _ = print("recents: \(recents)")
        VStack {
            TextField("Query", text: $query)
            Button("Search") {
                var list = recents.filter { $0 != query }
                list.insert(query, at: 0)
                recentData = try! JSONEncoder().encode(Array(list.prefix(3)))
                query = ""
            }
            Button("Clear") {
                UserDefaults.standard.removeObject(forKey: "recentSearches")
            }
            ForEach(recents, id: \.self) { Text($0) }
        }
    }
}
:mount RecentSearches()
// expect: recents: []
:type "tea" into "Query"
:tap "Search"
// expect: recents: ["tea"]
:type "jam" into "Query"
:tap "Search"
// expect: recents: ["jam", "tea"]
:type "tea" into "Query"
:tap "Search"
// expect: recents: ["tea", "jam"]
:tap "Clear"
// expect: recents: []
