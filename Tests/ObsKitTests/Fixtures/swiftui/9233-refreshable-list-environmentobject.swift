// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (refreshing the list content with `refreshable`)
// Apple's List page adds pull to refresh with `.refreshable { await store.loadStats() }` on a list of oceans
// read from an ObservableObject store in the environment (@EnvironmentObject). Here each refresh appends the
// next ocean, if any is left: the @Published array changes and the list's body runs once. A refresh that
// changes nothing publishes nothing, and no body runs.
import SwiftUI
import Combine

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

@MainActor
final class OceanStore: ObservableObject {
    @Published var oceans = [Ocean(name: "Pacific")]
    private var pending = ["Atlantic", "Indian"]

    func loadStats() async {
        if !pending.isEmpty {
            oceans.append(Ocean(name: pending.removeFirst()))
        }
    }
}

struct OceanListView: View {
    @EnvironmentObject var store: OceanStore

    var body: some View {
        let _ = print("oceans: \(store.oceans.map(\.name).joined(separator: ", "))")
        NavigationView {
            List(store.oceans) { ocean in
                Text(ocean.name)
            }
            .refreshable {
                await store.loadStats()
            }
            .navigationTitle("Oceans")
        }
    }
}

struct OceansRoot: View {
    @StateObject private var store = OceanStore()

    var body: some View {
        OceanListView()
            .environmentObject(store)
    }
}

:mount OceansRoot()
// expect: oceans: Pacific
:refresh
// expect: oceans: Pacific, Atlantic
:refresh
// expect: oceans: Pacific, Atlantic, Indian
:refresh
