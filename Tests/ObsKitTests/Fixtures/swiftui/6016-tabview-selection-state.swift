// TabView with a selection binding and the iOS 18 Tab API; each tab keeps its own @State; a button in one
// tab switches tabs programmatically by writing the selection.
// Expected (iOS 18): a tab's content first appears when selected (onAppear then), and its state survives
// switching away and back; writing `selection` switches tabs.
// Source: https://developer.apple.com/documentation/swiftui/tabview ;
// https://developer.apple.com/documentation/swiftui/tab
import SwiftUI

enum AppTab: Hashable { case home, profile }

struct CounterTab: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) count \(count)") { count += 1 }
            .onAppear { print("\(name) appeared") }
            .onDisappear { print("\(name) disappeared") }
    }
}

struct RootView: View {
    @State private var selection: AppTab = .home
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                VStack {
                    CounterTab(name: "Home")
                    Button("Go to profile") { selection = .profile }
                }
            }
            Tab("Profile", systemImage: "person", value: AppTab.profile) {
                CounterTab(name: "Profile")
            }
        }
        .onChange(of: selection) { _, new in print("selected \(new)") }
    }
}

:mount RootView()
:tap "Home count 0"
:tap "Go to profile"
:tap "Profile count 0"
:tab "Home"
:tree

// expect: Home appeared
// expect: Home disappeared
// expect: Profile appeared
// expect: selected profile
// expect: Profile disappeared
// expect: Home appeared
// expect: selected home
// expect: RootView#1
// expect:   TabView  .onChange
// expect:     tab "Home" (selected)
// expect:       VStack  .tabItem .tag
// expect:         CounterTab#2
// expect:           Button "Home count 1"  .onAppear .onDisappear
// expect:         Button "Go to profile"
// expect:     tab "Profile"
// expect:       CounterTab#3  .tabItem .tag
// expect:         Button "Profile count 1"  .onAppear .onDisappear
