// Apple sample style (Food Truck social feed): a button in one tab switches the selection from code to another tab that owns an @Observable model in @State, made when that tab first runs and kept when it is hidden (rules §15.8, §3.2, §14.4)
import SwiftUI

@Observable
final class FeedModel {
    var posts: [String] = []
    init() { print("FeedModel init") }
    deinit { print("FeedModel deinit") }
}

struct FeedTab: View {
    @State private var model = FeedModel()
    var body: some View {
        let _ = print("FeedTab body \(model.posts.count)")
        VStack {
            Button("Post") { model.posts.append("Post \(model.posts.count + 1)") }
        }
    }
}

struct HomeTab: View {
    @Binding var selection: Int
    var body: some View {
        let _ = print("HomeTab body")
        Button("Go to Feed") { selection = 2 }
    }
}

struct ContentView: View {
    @State private var selection = 1
    var body: some View {
        TabView(selection: $selection) {
            HomeTab(selection: $selection)
                .tabItem { Text("Home") }
                .tag(1)
            FeedTab()
                .tabItem { Text("Feed") }
                .tag(2)
        }
    }
}

:mount ContentView()
// expect: FeedModel init
// expect: HomeTab body
:tap "Go to Feed"
// expect: FeedTab body 0
:tap "Post"
// expect: FeedTab body 1
:tab "Home"
:tab "Feed"
:tap "Post"
// expect: FeedTab body 2
:unmount
// expect: FeedModel deinit
