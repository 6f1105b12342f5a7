// Apple: SceneStorage ("a property wrapper type that reads and writes to persisted, per-scene storage"; the tab selection example) with TabView(selection:) and tag(_:); the value comes back when the scene's view is made again (README: @SceneStorage kept for the session, :remount); onChange(of:) with no parameters
import SwiftUI

struct LibraryTabs: View {
    @SceneStorage("LibraryTabs.selectedTab") private var selectedTab = "books"

    var body: some View {
        TabView(selection: $selectedTab) {
            Text("Your books")
                .tabItem { Label("Books", systemImage: "book") }
                .tag("books")
            Text("Your audiobooks")
                .tabItem { Label("Audiobooks", systemImage: "headphones") }
                .tag("audio")
            Text("Your shelves")
                .tabItem { Label("Shelves", systemImage: "books.vertical") }
                .tag("shelves")
        }
        .onAppear { print("library opened on \(selectedTab)") }
        .onChange(of: selectedTab) { print("tab is now \(selectedTab)") }
    }
}

:mount LibraryTabs()
:tab "Audiobooks"
:remount
:tab "Shelves"

// expect: library opened on books
// expect: tab is now audio
// expect: library opened on audio
// expect: tab is now shelves
