// Apple sample style (Scrumdinger history): .refreshable runs an async reload through an actor; the store is updated and only the view reading it runs again (rules §15.10, §8.3, §10.1)
import SwiftUI

actor HistoryService {
    private var fetches = 0
    func latest() async -> [String] {
        fetches += 1
        try? await Task.sleep(for: .milliseconds(500))
        return (1...fetches).map { "Meeting \($0)" }
    }
}

@MainActor
@Observable
final class HistoryStore {
    var meetings: [String] = []
    var lastRefresh = 0
    let service = HistoryService()
    init() { print("HistoryStore init") }
    func reload() async {
        let fresh = await service.latest()
        meetings = fresh
        lastRefresh += 1
        print("reloaded \(fresh.count)")
    }
}

struct HistoryList: View {
    @Environment(HistoryStore.self) private var store
    var body: some View {
        let _ = print("HistoryList body \(store.meetings.count)")
        List(store.meetings, id: \.self) { Text($0) }
            .refreshable {
                print("refresh start")
                await store.reload()
                print("refresh end")
            }
    }
}

struct Header: View {
    var body: some View {
        let _ = print("Header body")
        Text("History")
    }
}

struct ContentView: View {
    @State private var store = HistoryStore()
    var body: some View {
        NavigationStack {
            VStack {
                Header()
                HistoryList()
            }
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: HistoryStore init
// expect: Header body
// expect: HistoryList body 0
:refresh
// expect: refresh start
:advance 500ms
// expect: reloaded 1
// expect: refresh end
// expect: HistoryList body 1
:refresh
// expect: refresh start
:advance 500ms
// expect: reloaded 2
// expect: refresh end
// expect: HistoryList body 2
