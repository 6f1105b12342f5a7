// Tutorial style (tasks in a TabView): on iOS 18 a tab's .task first runs when the tab is shown; switching away cancels a running one, and coming back runs it again with the tab's state kept (rules §14.4, §15.8, §11.1, §11.3)
import SwiftUI

struct FeedTab: View {
    @State private var posts = 0

    var body: some View {
        Text("Posts: \(posts)")
            .task {
                do {
                    try await Task.sleep(for: .seconds(1))
                    posts += 5
                    print("feed refreshed, posts=\(posts)")
                } catch {
                    print("feed refresh cancelled")
                }
            }
    }
}

struct AlertsTab: View {
    var body: some View {
        Text("No alerts")
            .task {
                print("alerts task started")
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("alerts loaded")
                } catch {
                    print("alerts task cancelled")
                }
            }
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            AlertsTab()
                .tabItem { Label("Alerts", systemImage: "bell") }
        }
    }
}

:mount MainTabs()
:advance 1s
// expect: feed refreshed, posts=5
:tab "Alerts"
// expect: alerts task started
:advance 1s
:tab "Feed"
// expect: alerts task cancelled
:advance 1s
// expect: feed refreshed, posts=10
