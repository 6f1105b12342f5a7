// Blog style (storing Codable values in @AppStorage): the generic @CodableStorage keeps JSON in a nested @AppStorage string and decodes it on read, falling back to its default; an append encodes and stores the whole array, and both views on the same key run again (rules §15.14, §7.1, §3.5, §2.7)
import SwiftUI

@propertyWrapper
struct CodableStorage<Value: Codable>: DynamicProperty {
    @AppStorage private var json: String
    private let fallback: Value

    init(wrappedValue: Value, _ key: String) {
        fallback = wrappedValue
        _json = AppStorage(wrappedValue: "", key)
    }

    var wrappedValue: Value {
        get {
            guard let data = json.data(using: .utf8),
                  let value = try? JSONDecoder().decode(Value.self, from: data) else {
                return fallback
            }
            return value
        }
        nonmutating set {
            guard let data = try? JSONEncoder().encode(newValue) else { return }
            json = String(decoding: data, as: UTF8.self)
        }
    }
}

struct RecentSearches: View {
    @CodableStorage("recentSearches") var recent: [String] = []

    var body: some View {
        let _ = print("RecentSearches body: \(recent)")
        VStack {
            ForEach(recent, id: \.self) { term in
                Text(term)
            }
            Button("Search swift") { recent.append("swift") }
            Button("Search ui") { recent.append("ui") }
            Button("Show stored") {
                print(UserDefaults.standard.string(forKey: "recentSearches") ?? "nothing stored")
            }
        }
    }
}

struct RecentCount: View {
    @CodableStorage("recentSearches") var recent: [String] = []

    var body: some View {
        let _ = print("RecentCount body: \(recent.count)")
        Text("\(recent.count) recent searches")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            RecentSearches()
            RecentCount()
        }
    }
}

:mount ContentView()
// expect: RecentSearches body: []
// expect: RecentCount body: 0
:tap "Show stored"
// expect: nothing stored
:tap "Search swift"
// expect: RecentSearches body: ["swift"]
// expect: RecentCount body: 1
:tap "Search ui"
// expect: RecentSearches body: ["swift", "ui"]
// expect: RecentCount body: 2
:tap "Show stored"
// expect: ["swift","ui"]
