// A music app whose Browse tab has its own NavigationStack: a genre page pushed there, with @State, is still there
// after a visit to the Library tab (own names and code).
// What SwiftUI does: a hidden tab keeps its state, its navigation stack included (rules §14.4, §15.8). Library's body
// first runs when it is first shown (iOS 18, rules §14.4). On a switch the visible view of the old tab (the pushed
// page, top of its stack) disappears and the new tab's view appears (rules §15.8, §14.3); coming back, the page
// appears again with its count, and runs no body (nothing it depends on changed, rules §2.7).
// Sources: rules §2.7, §3.2, §14.3, §14.4, §15.8; https://developer.apple.com/documentation/swiftui/tabview
import SwiftUI

struct GenrePage: View {
    let genre: String
    @State private var plays = 0

    var body: some View {
        let _ = print("GenrePage body: \(genre), \(plays) plays")
        Button("Play") { plays += 1 }
            .onAppear { print("\(genre) page appeared") }
            .onDisappear { print("\(genre) page disappeared") }
    }
}

struct BrowseTab: View {
    var body: some View {
        let _ = print("BrowseTab body")
        NavigationStack {
            List {
                NavigationLink("Jazz", value: "Jazz")
            }
            .navigationDestination(for: String.self) { genre in
                GenrePage(genre: genre)
            }
        }
    }
}

struct LibraryTab: View {
    var body: some View {
        let _ = print("LibraryTab body")
        Text("Library")
            .onAppear { print("library appeared") }
            .onDisappear { print("library disappeared") }
    }
}

struct MusicApp: View {
    var body: some View {
        TabView {
            BrowseTab()
                .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
            LibraryTab()
                .tabItem { Label("Library", systemImage: "music.note") }
        }
    }
}

:mount MusicApp()
// expect: BrowseTab body
:tap "Jazz"
// expect: GenrePage body: Jazz, 0 plays
// expect: Jazz page appeared
:tap "Play"
// expect: GenrePage body: Jazz, 1 plays
:tab "Library"
// expect: LibraryTab body
// expect: Jazz page disappeared
// expect: library appeared
:tab "Browse"
// expect: library disappeared
// expect: Jazz page appeared
:tap "Play"
// expect: GenrePage body: Jazz, 2 plays
