// Follows Apple's page "task(priority:_:)" (developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Use
// this modifier to perform an asynchronous task with a lifetime that matches that of the modified view"; applied to
// the two tabs of a TabView, each loading its content.
// - The task starts when its view appears and is cancelled when the view disappears, before it completes; the next
//   appearance starts a new task (Apple's page; rules §11.3). A hidden tab has disappeared (rules §11.1, §15.8).
// - On iOS 18 a tab's body first runs when the tab is first shown (rules §14.4, §15.8); coming back to a tab whose
//   view didn't change runs no body.
// - On a switch the new tab's body runs in the update, before any appearance callback, so it prints before the old
//   tab's cancelled task reports (rules §10.3). Task.sleep waits on the virtual clock (rules §10.1).
import SwiftUI

struct ScoresTab: View {
    var body: some View {
        let _ = print("ScoresTab body")
        Text("Scores")
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("scores loaded")
                } catch {
                    print("scores load cancelled")
                }
            }
    }
}

struct NewsTab: View {
    var body: some View {
        let _ = print("NewsTab body")
        Text("News")
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("news loaded")
                } catch {
                    print("news load cancelled")
                }
            }
    }
}

struct SportsApp: View {
    var body: some View {
        TabView {
            ScoresTab()
                .tabItem { Label("Scores", systemImage: "sportscourt") }
            NewsTab()
                .tabItem { Label("News", systemImage: "newspaper") }
        }
    }
}

:mount SportsApp()
// expect: ScoresTab body
:advance 1s
:tab "News"
// expect: NewsTab body
// expect: scores load cancelled
:advance 2s
// expect: news loaded
:tab "Scores"
:advance 2s
// expect: scores loaded
:tab "News"
:advance 2s
// expect: news loaded
