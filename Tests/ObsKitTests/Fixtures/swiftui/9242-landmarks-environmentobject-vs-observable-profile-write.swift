// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (Landmarks' ModelData before and after: a profile write and the landmark list)
// Landmarks' ModelData started as an ObservableObject (`@Published var landmarks`, `@Published var profile`,
// read with @EnvironmentObject) and became @Observable (read with @Environment(ModelData.self)). The list
// reads only `landmarks`; a button elsewhere renames the user.
// - Before: any @Published change sends the object's objectWillChange, so renaming the user runs the list
//   again although it never read the profile.
// - After: the list depends only on what its body read (`landmarks`), so the rename leaves it alone; only
//   the view that shows the user name runs.
import SwiftUI
import Combine
import Observation

struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
}

struct Profile {
    var username = "g_kumar"
}

// Before the migration.
final class OldModelData: ObservableObject {
    @Published var landmarks = [Landmark(id: 1, name: "Turtle Rock"), Landmark(id: 2, name: "Chilkoot Trail")]
    @Published var profile = Profile()
}

struct OldLandmarkList: View {
    @EnvironmentObject var modelData: OldModelData

    var body: some View {
        let _ = print("old list: \(modelData.landmarks.count) landmarks")
        List(modelData.landmarks) { landmark in
            Text(landmark.name)
        }
    }
}

struct OldUserName: View {
    @EnvironmentObject var modelData: OldModelData

    var body: some View {
        let _ = print("old user: \(modelData.profile.username)")
        Button("Rename user") { modelData.profile.username = "k_gupta" }
    }
}

struct OldApp: View {
    @StateObject private var modelData = OldModelData()

    var body: some View {
        VStack {
            OldLandmarkList()
            OldUserName()
        }
        .environmentObject(modelData)
    }
}

// After the migration.
@Observable
class ModelData {
    var landmarks = [Landmark(id: 1, name: "Turtle Rock"), Landmark(id: 2, name: "Chilkoot Trail")]
    var profile = Profile()
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        let _ = print("new list: \(modelData.landmarks.count) landmarks")
        List(modelData.landmarks) { landmark in
            Text(landmark.name)
        }
    }
}

struct UserName: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        let _ = print("new user: \(modelData.profile.username)")
        Button("Rename user") { modelData.profile.username = "k_gupta" }
    }
}

struct NewApp: View {
    @State private var modelData = ModelData()

    var body: some View {
        VStack {
            LandmarkList()
            UserName()
        }
        .environment(modelData)
    }
}

:mount OldApp()
// expect: old list: 2 landmarks
// expect: old user: g_kumar
:tap "Rename user"
// expect: old list: 2 landmarks
// expect: old user: k_gupta
:mount NewApp()
// expect: new list: 2 landmarks
// expect: new user: g_kumar
:tap "Rename user"
// expect: new user: k_gupta
