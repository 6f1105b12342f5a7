// architecture style: feature modules composed in a TabView, each module owning its view model with @StateObject; on iOS 18 a tab's model and body are made when the tab is first shown, hidden tabs keep their state, and coming back to a tab runs no body (rules §14.4, §15.8, §4.2, §0.2, §11.1)
import SwiftUI

final class FeedModuleModel: ObservableObject {
    @Published var likes = 0
    init() { print("FeedModuleModel init") }
}

final class ProfileModuleModel: ObservableObject {
    @Published var edits = 0
    init() { print("ProfileModuleModel init") }
}

struct FeedModule: View {
    @StateObject private var model = FeedModuleModel()

    var body: some View {
        let _ = print("FeedModule body: \(model.likes)")
        Button("Like") { model.likes += 1 }
            .onAppear { print("FeedModule appear") }
            .onDisappear { print("FeedModule disappear") }
    }
}

struct ProfileModule: View {
    @StateObject private var model = ProfileModuleModel()

    var body: some View {
        let _ = print("ProfileModule body: \(model.edits)")
        Button("Edit") { model.edits += 1 }
            .onAppear { print("ProfileModule appear") }
            .onDisappear { print("ProfileModule disappear") }
    }
}

struct MainTabs: View {
    var body: some View {
        let _ = print("MainTabs body")
        TabView {
            FeedModule()
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            ProfileModule()
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

:mount MainTabs()
// expect: MainTabs body
// expect: FeedModuleModel init
// expect: FeedModule body: 0
// expect: FeedModule appear
:tap "Like"
// expect: FeedModule body: 1
:tab "Profile"
// expect: ProfileModuleModel init
// expect: ProfileModule body: 0
// expect: FeedModule disappear
// expect: ProfileModule appear
:tap "Edit"
// expect: ProfileModule body: 1
:tab "Feed"
// expect: ProfileModule disappear
// expect: FeedModule appear
:tap "Like"
// expect: FeedModule body: 2
