// environment and custom wrappers style: an environment value skips the views in between; the section between the owner and the reader gets an equal value at each render and keeps its body, while the reader deep inside runs for the changed key (Self._printChanges) (rules §14.2, §2.7, §12.1)
import SwiftUI

extension EnvironmentValues {
    @Entry var unreadCount: Int = 0
}

struct UnreadDot: View {
    @Environment(\.unreadCount) private var unreadCount

    var body: some View {
        let _ = Self._printChanges()
        Text(unreadCount > 0 ? "\(unreadCount) new" : "none")
    }
}

struct SidebarSection: View {
    let title: String

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(title)
            UnreadDot()
        }
    }
}

struct Sidebar: View {
    @State private var unread = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            SidebarSection(title: "Mail")
            Button("New mail") { unread += 1 }
        }
        .environment(\.unreadCount, unread)
    }
}

:mount Sidebar()
// expect: Sidebar: @self, @identity, _unread changed.
// expect: SidebarSection: @self changed.
// expect: UnreadDot: @self, @identity, _unreadCount changed.
:tap "New mail"
// expect: Sidebar: _unread changed.
// expect: UnreadDot: _unreadCount changed.
