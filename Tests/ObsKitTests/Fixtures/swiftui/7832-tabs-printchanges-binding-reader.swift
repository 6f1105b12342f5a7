// Navigation in apps: _printChanges across tab switches, with one tab that shows the current selection through a @Binding.
// The root only passes `$selection`, so a switch does not run it (rules §3.5); a tab's first run lists its dynamic properties,
// and a tab without any prints `@self changed.` (rules §12.2, §15.8). A tab that read the @Binding runs at every change of
// the selection, even while hidden (rules §9.3, §14.4); the others do not run again (rules §2.7).
import SwiftUI

enum Section: String {
    case feed, inbox, me
}

struct FeedTab: View {
    @State private var posts = 5

    var body: some View {
        let _ = Self._printChanges()
        Text("\(posts) posts")
    }
}

struct InboxTab: View {
    @Binding var selection: Section

    var body: some View {
        let _ = Self._printChanges()
        Text("You are on \(selection.rawValue)")
    }
}

struct MeTab: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Profile")
    }
}

struct SocialRoot: View {
    @State private var selection = Section.feed

    var body: some View {
        let _ = Self._printChanges()
        TabView(selection: $selection) {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "house") }
                .tag(Section.feed)
            InboxTab(selection: $selection)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Section.inbox)
            MeTab()
                .tabItem { Label("Me", systemImage: "person") }
                .tag(Section.me)
        }
    }
}

:mount SocialRoot()
// expect: SocialRoot: @self, @identity, _selection changed.
// expect: FeedTab: @self, @identity, _posts changed.
:tab "Inbox"
// expect: InboxTab: @self, @identity, _selection changed.
:tab "Me"
// expect: InboxTab: _selection changed.
// expect: MeTab: @self changed.
:tab "Feed"
// expect: InboxTab: _selection changed.
