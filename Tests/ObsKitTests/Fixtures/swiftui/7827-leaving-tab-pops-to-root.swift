// Navigation in apps: a tab app that pops the Browse tab to its root when the user leaves it (onChange of the selection clears its path).
// The root reads `tab` (its onChange and print), so a switch runs its body; BrowseTab gets `$browsePath`, a binding equal
// only while the value it captured is equal, so it runs when the path differs from its last value (rules §2.5, §2.7). The
// onChange write empties the path after that update, destroying the pushed page and its @StateObject (rules §15.12, §1.4).
import SwiftUI

enum MainTab: Hashable {
    case browse, profile
}

final class DetailModel: ObservableObject {
    @Published var liked = false
    init() { print("DetailModel init") }
    deinit { print("DetailModel deinit") }
}

struct ItemDetail: View {
    let number: Int
    @StateObject private var model = DetailModel()

    var body: some View {
        let _ = print("ItemDetail body \(number)")
        Text("Item \(number)")
    }
}

struct BrowseTab: View {
    @Binding var path: [Int]

    var body: some View {
        let _ = print("BrowseTab body")
        NavigationStack(path: $path) {
            List([1, 2], id: \.self) { number in
                NavigationLink("Item \(number)", value: number)
            }
            .navigationDestination(for: Int.self) { number in
                ItemDetail(number: number)
            }
        }
    }
}

struct ProfileTab: View {
    var body: some View {
        let _ = print("ProfileTab body")
        Text("Me")
    }
}

struct MainTabs: View {
    @State private var tab = MainTab.browse
    @State private var browsePath: [Int] = []

    var body: some View {
        let _ = print("MainTabs body, tab \(tab)")
        TabView(selection: $tab) {
            BrowseTab(path: $browsePath)
                .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
                .tag(MainTab.browse)
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(MainTab.profile)
        }
        .onChange(of: tab) { oldTab, _ in
            if oldTab == .browse { browsePath = [] }
        }
    }
}

:mount MainTabs()
// expect: MainTabs body, tab browse
// expect: BrowseTab body
:tap "Item 1"
// expect: DetailModel init
// expect: ItemDetail body 1
:tab "Profile"
// expect: MainTabs body, tab profile
// expect: BrowseTab body
// expect: ProfileTab body
// expect: DetailModel deinit
:tab "Browse"
// expect: MainTabs body, tab browse
// expect: BrowseTab body
:tap "Item 2"
// expect: DetailModel init
// expect: ItemDetail body 2
