// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/working-with-ui-controls (CategoryHome presents ProfileHost in a sheet and passes ModelData to it with .environment)
// CategoryHome shows a row per category (the keys sorted) and a "User Profile" toolbar button that sets
// `showingProfile`; the sheet's content is `ProfileHost().environment(modelData)`.
// - Each presentation makes a new ProfileHost, with fresh @State (its draft starts from Profile.default).
// - Edit, a keystroke and Done save the draft to the model (the editor's onDisappear); after the sheet is
//   swiped away, the next presentation's summary shows the saved name: the model outlives the sheet.
// - The category rows read only the landmarks, so nothing about the profile makes them run again.
import SwiftUI
import Observation

struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
    var category: String
}

struct Profile {
    var username: String
    static let `default` = Profile(username: "g_kumar")
}

@Observable
class ModelData {
    var landmarks = [
        Landmark(id: 1, name: "Turtle Rock", category: "Rivers"),
        Landmark(id: 2, name: "Silver Salmon Creek", category: "Lakes"),
        Landmark(id: 3, name: "Chilkoot Trail", category: "Mountains"),
        Landmark(id: 4, name: "St. Mary Lake", category: "Lakes"),
    ]
    var profile = Profile.default

    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category })
    }
}

struct CategoryRow: View {
    var categoryName: String
    var items: [Landmark]

    var body: some View {
        let _ = print("row \(categoryName): \(items.count)")
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { landmark in
                        Text(landmark.name)
                    }
                }
            }
        }
    }
}

struct ProfileSummary: View {
    var profile: Profile

    var body: some View {
        let _ = print("summary shows \(profile.username)")
        Text(profile.username)
            .bold()
            .font(.title)
    }
}

struct ProfileEditor: View {
    @Binding var profile: Profile

    var body: some View {
        List {
            TextField("Username", text: $profile.username)
        }
    }
}

struct ProfileHost: View {
    @Environment(\.editMode) var editMode
    @Environment(ModelData.self) var modelData
    @State private var draftProfile = Profile.default

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Spacer()
                EditButton()
            }
            if editMode?.wrappedValue == .inactive {
                ProfileSummary(profile: modelData.profile)
            } else {
                ProfileEditor(profile: $draftProfile)
                    .onAppear { draftProfile = modelData.profile }
                    .onDisappear {
                        modelData.profile = draftProfile
                        print("saved \(draftProfile.username)")
                    }
            }
        }
    }
}

struct CategoryHome: View {
    @Environment(ModelData.self) var modelData
    @State private var showingProfile = false

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: modelData.categories[key]!)
                }
            }
            .listStyle(.inset)
            .navigationTitle("Featured")
            .toolbar {
                Button {
                    showingProfile.toggle()
                } label: {
                    Label("User Profile", systemImage: "person.crop.circle")
                }
            }
            .sheet(isPresented: $showingProfile) {
                ProfileHost()
                    .environment(modelData)
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct LandmarksApp: View {
    @State private var modelData = ModelData()

    var body: some View {
        CategoryHome()
            .environment(modelData)
    }
}

:mount LandmarksApp()
// expect: row Lakes: 2
// expect: row Mountains: 1
// expect: row Rivers: 1
:tap "User Profile"
// expect: summary shows g_kumar
:tap "Edit"
:type "!" into "Username"
:tap "Done"
// expect: summary shows g_kumar
// expect: saved g_kumar!
// expect: summary shows g_kumar!
:dismiss
:tap "User Profile"
// expect: summary shows g_kumar!
