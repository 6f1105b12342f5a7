// async-in-views style: onAppear { Task { } } vs .task on a page that gets covered by a push: the push makes the page disappear, which cancels its .task, while the onAppear Task keeps running; coming back appears again and starts both once more (rules §14.3, §11.1, §11.3)
import SwiftUI

struct SettingsPage: View {
    var body: some View {
        let _ = print("SettingsPage body")
        Text("Settings")
    }
}

struct InboxPage: View {
    var body: some View {
        let _ = print("InboxPage body")
        NavigationStack {
            VStack {
                Text("Inbox")
                NavigationLink("Open Settings") { SettingsPage() }
            }
            .onAppear {
                Task {
                    try? await Task.sleep(for: .seconds(1))
                    print("badge refreshed")
                }
            }
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("inbox loaded")
                } catch {
                    print("inbox load cancelled")
                }
            }
        }
    }
}

:mount InboxPage()
// expect: InboxPage body
:advance 500ms
:tap "Open Settings"
// expect: SettingsPage body
// expect: inbox load cancelled
:advance 1s
// expect: badge refreshed
:back
:advance 2s
// expect: badge refreshed
// expect: inbox loaded
